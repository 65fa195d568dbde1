#include "games/snakes_ladders/board.h"

namespace lt::snakes {

std::optional<Chute> chuteAt(int square) {
    for (const Chute& c : kLadders)
        if (c.from == square) return c;
    for (const Chute& c : kSnakes)
        if (c.from == square) return c;
    return std::nullopt;
}

}  // namespace lt::snakes
