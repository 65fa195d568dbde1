// The option the naming games of the flag box (Training, Urla!) share: how humans give a name,
// by choosing among four or by typing it.
#pragma once

#include <vector>

#include "framework/options.h"

namespace lt::flags {

// "answers": "choices" (the default) or "typed".
OptionSpec answersOption();
// Whether `options` ask for typed names.
bool typedAnswers(const Options& options, const std::vector<OptionSpec>& specs);

}  // namespace lt::flags
