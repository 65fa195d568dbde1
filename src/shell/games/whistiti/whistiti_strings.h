// The English texts the Whistiti core declares (its name), for lupdate and the test that
// checks them against the core.
#pragma once

#include <vector>

namespace lt::shell::whistiti {

std::vector<const char*> gameStrings();

}  // namespace lt::shell::whistiti
