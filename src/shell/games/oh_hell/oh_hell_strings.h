// The English texts the Oh Hell core declares (name, option), for lupdate and the test that
// checks them against the core.
#pragma once

#include <vector>

namespace lt::shell::oh_hell {

std::vector<const char*> gameStrings();

}  // namespace lt::shell::oh_hell
