// Basic vocabulary shared by every game: moves, players, actors.
#pragma once

#include <cstdint>

namespace lt {

// A move as generic code sees it: a compact, game-defined encoding. People never see it;
// they see State::moveToString(). Chance outcomes (dice, dealt cards) are moves too.
using Move = std::uint64_t;

// Seats are numbered 0..numPlayers-1.
using PlayerId = int;

// Who acts at a node when it is not a seat.
namespace actor {
inline constexpr PlayerId chance = -1;    // dice, shuffles, deals: drawn by the match
inline constexpr PlayerId terminal = -2;  // the game is over
}  // namespace actor

}  // namespace lt
