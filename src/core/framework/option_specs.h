// Shorthands for declaring a game's options (GameInfo::options), so that each game's
// constructor lists what its options are rather than how an OptionSpec is filled in.
#pragma once

#include <string>

#include "framework/options.h"

namespace lt {

// An on/off option, off unless `on`.
OptionSpec boolOption(std::string key, std::string label, std::string help, bool on = false);

}  // namespace lt
