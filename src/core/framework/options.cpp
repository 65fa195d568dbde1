#include "framework/options.h"

#include <algorithm>
#include <charconv>

#include "framework/errors.h"

namespace lt {
namespace {
const OptionSpec& findSpec(const std::vector<OptionSpec>& specs, const std::string& key) {
    auto it = std::find_if(specs.begin(), specs.end(), [&](auto& s) { return s.key == key; });
    if (it == specs.end()) throw InputError("unknown option", 0, key);
    return *it;
}

void check(const OptionSpec& spec, const std::string& value) {
    switch (spec.kind) {
        case OptionSpec::Kind::Bool:
            if (value != "true" && value != "false")
                throw InputError("expected true or false, got '" + value + "'", 0, spec.key);
            return;
        case OptionSpec::Kind::Int: {
            int number = 0;
            auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), number);
            if (ec != std::errc{} || end != value.data() + value.size())
                throw InputError("expected a whole number, got '" + value + "'", 0, spec.key);
            if (number < spec.min || number > spec.max)
                throw InputError("must be between " + std::to_string(spec.min) + " and " +
                                     std::to_string(spec.max),
                                 0, spec.key);
            return;
        }
        case OptionSpec::Kind::Choice:
            if (std::find(spec.choices.begin(), spec.choices.end(), value) == spec.choices.end())
                throw InputError("unknown choice '" + value + "'", 0, spec.key);
            return;
        case OptionSpec::Kind::Text:
            // One line of printable text: save files store it as "option key=value".
            for (const char c : value)
                if (static_cast<unsigned char>(c) < 0x20)
                    throw InputError("must be one line of text", 0, spec.key);
            if (spec.max > 0 && value.size() > static_cast<std::size_t>(spec.max))
                throw InputError("longer than " + std::to_string(spec.max) + " characters", 0,
                                 spec.key);
            return;
    }
}
}  // namespace

std::string Options::raw(const std::vector<OptionSpec>& specs, const std::string& key) const {
    const OptionSpec& spec = findSpec(specs, key);
    auto it = values_.find(key);
    std::string value = it == values_.end() ? spec.defaultValue : it->second;
    check(spec, value);
    return value;
}

bool Options::getBool(const std::vector<OptionSpec>& specs, const std::string& key) const {
    return raw(specs, key) == "true";
}

int Options::getInt(const std::vector<OptionSpec>& specs, const std::string& key) const {
    return std::stoi(raw(specs, key));
}

std::string Options::getChoice(const std::vector<OptionSpec>& specs, const std::string& key) const {
    return raw(specs, key);
}

std::string Options::getText(const std::vector<OptionSpec>& specs, const std::string& key) const {
    const std::string value = raw(specs, key);
    const auto first = value.find_first_not_of(' ');
    if (first == std::string::npos) return {};
    return value.substr(first, value.find_last_not_of(' ') - first + 1);
}

void Options::validate(const std::vector<OptionSpec>& specs) const {
    for (const auto& [key, value] : values_) check(findSpec(specs, key), value);
}

Options Options::completed(const std::vector<OptionSpec>& specs) const {
    validate(specs);
    Options full;
    for (const auto& spec : specs) full.set(spec.key, raw(specs, spec.key));
    return full;
}

}  // namespace lt
