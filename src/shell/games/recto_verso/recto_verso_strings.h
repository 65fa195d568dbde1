// The English texts the core declares for Recto Verso: its name, listed for lupdate (context
// "games"). GameUi::strings carries them to the test that checks each one is listed here and
// translated.
#pragma once

#include <vector>

namespace lt::shell::recto_verso {

std::vector<const char*> gameStrings();

}  // namespace lt::shell::recto_verso
