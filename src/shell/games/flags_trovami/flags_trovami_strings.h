// The English texts the core declares for Find Me!: its name, levels, options, their help and
// choices, listed for lupdate (context "games"). GameUi::strings carries them to the test that
// checks each one is listed here and translated.
#pragma once

#include <vector>

namespace lt::shell::flags_trovami {

std::vector<const char*> gameStrings();

}  // namespace lt::shell::flags_trovami
