// The English texts the rectangle race's core declares (for lupdate and game_strings_test).
#pragma once

#include <vector>

namespace lt::shell::rectangle_race {

std::vector<const char*> gameStrings();

}  // namespace lt::shell::rectangle_race
