#include "framework/levels.h"

#include <algorithm>

namespace lt {

bool isKnownLevel(const Game& game, std::string_view level) {
    if (level == "random") return true;
    const std::size_t colon = level.find(':');
    const std::string_view id = level.substr(0, colon);
    if (colon != std::string_view::npos && colon + 1 == level.size()) return false;
    const auto levels = game.levels();
    return std::any_of(levels.begin(), levels.end(),
                       [&](const LevelInfo& known) { return known.id == id; });
}

}  // namespace lt
