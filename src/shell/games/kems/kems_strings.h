// The English texts Kem's's core declares (for lupdate and game_strings_test).
#pragma once

#include <vector>

namespace lt::shell::kems {

std::vector<const char*> gameStrings();

}  // namespace lt::shell::kems
