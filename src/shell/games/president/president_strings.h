// The English texts the President core declares (its name, its option), for lupdate and the
// test that checks them against the core.
#pragma once

#include <vector>

namespace lt::shell::president {

std::vector<const char*> gameStrings();

}  // namespace lt::shell::president
