// The English texts La battaglia corsa's core declares (for lupdate and game_strings_test).
#pragma once

#include <vector>

namespace lt::shell::battaglia_corsa {

std::vector<const char*> gameStrings();

}  // namespace lt::shell::battaglia_corsa
