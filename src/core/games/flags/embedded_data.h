// The data files of assets/flags/ built into the core library at configure time, so the core
// needs neither Qt resources nor a path at run time.
#pragma once

#include <string_view>

namespace lt::flags {

std::string_view embeddedCardsTsv();
std::string_view embeddedContinentsTsv();

}  // namespace lt::flags
