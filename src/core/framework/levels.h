// Which computer levels a game accepts in a seat.
#pragma once

#include <string_view>

#include "framework/game.h"

namespace lt {

// "random", a level the game lists (Game::levels), or such a level with an argument after a
// colon: "uci:/usr/games/stockfish" names the program of the external engine level "uci"
// (the game's makeAgent reads the argument).
bool isKnownLevel(const Game& game, std::string_view level);

}  // namespace lt
