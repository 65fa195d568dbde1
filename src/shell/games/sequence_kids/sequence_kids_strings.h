// The English texts the core declares for Sequence for Kids: its name, options and their help,
// listed for lupdate (context "games"). GameUi::strings carries them to the test that checks
// each one is listed here and translated.
#pragma once

#include <vector>

namespace lt::shell::sequence_kids {

std::vector<const char*> gameStrings();

}  // namespace lt::shell::sequence_kids
