// The English texts the Whistiti core declares (name, option), for lupdate and the test that
// checks them against the core.
#pragma once

#include <vector>

namespace lt::shell::whistiti {

std::vector<const char*> gameStrings();

}  // namespace lt::shell::whistiti
