// Every English string of the core that the shell shows (game names, option labels, levels),
// listed so that lupdate extracts them into the "games" context.
#pragma once

#include <vector>

namespace lt::shell {

std::vector<const char*> knownGameStrings();

}  // namespace lt::shell
