#include "framework/option_specs.h"

namespace lt {

OptionSpec boolOption(std::string key, std::string label, std::string help, bool on) {
    OptionSpec spec;
    spec.key = std::move(key);
    spec.label = std::move(label);
    spec.help = std::move(help);
    spec.kind = OptionSpec::Kind::Bool;
    spec.defaultValue = on ? "true" : "false";
    return spec;
}

}  // namespace lt
