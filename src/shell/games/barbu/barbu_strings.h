// The English texts the Barbu core declares (its name), for lupdate and the test that checks
// them against the core.
#pragma once

#include <vector>

namespace lt::shell::barbu {

std::vector<const char*> gameStrings();

}  // namespace lt::shell::barbu
