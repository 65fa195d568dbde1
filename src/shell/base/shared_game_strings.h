// The English texts of the core that belong to no one game: the library's shelves and the
// generic computer levels (Game::levels()' default, and "Random"), listed for lupdate in the
// context "games". Each game lists its own texts in its folder (GameUi::strings).
#pragma once

#include <vector>

namespace lt::shell {

std::vector<const char*> sharedGameStrings();

}  // namespace lt::shell
