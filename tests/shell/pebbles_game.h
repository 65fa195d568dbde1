// "Pebbles": a tiny game made for the shell tests. It has everything the controller must handle
// and no real game needs all at once: a deal (chance without a roller), each player's own dice
// roll (chance with a human roller), private secrets (hidden information), a real-time claim
// ("bell", after a 3 is rolled), and a "slow" computer that thinks until it is told to stop.
// For the controller's failures: a "bad bell" claim the rules offer but refuse to apply (after
// changing the position), a "broken" computer that throws something not an exception, and the
// option "trap", with which the notation of "stay" cannot be read back (undo and review fail).
// Computers of the levels "prompt" and "late" ring the bell 150 and 600 ms after it opens.
#pragma once

#include <memory>

#include "base/game_ui.h"
#include "framework/game.h"

namespace lt::test {

inline constexpr Move kStep = 1;  // advance by the roll
inline constexpr Move kStay = 2;  // advance by one
inline constexpr Move kBell = 300;
inline constexpr Move kBadBell = 301;
inline constexpr int kGoal = 8;
// The bell's claim window stays open this long at least (State::claimWindowMs()).
inline constexpr int kBellWindowMs = 400;
inline constexpr int kPromptBellMs = 150;
inline constexpr int kLateBellMs = 600;

std::unique_ptr<Game> makePebblesGame();
shell::GameUi makePebblesUi();

}  // namespace lt::test
