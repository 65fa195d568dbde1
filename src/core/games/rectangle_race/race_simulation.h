// A race run without a screen (benches, tests): every computer's planned drop, the earliest
// first, each one re-planned after every drop as the match controller does.
#pragma once

#include <string>
#include <vector>

#include "games/rectangle_race/state.h"

namespace lt::rectangle_race {

// Plays the drops of the race under way; `levels[seat]` is each seat's level ("" for a seat
// that never drops).
void runRace(RaceState& state, const std::vector<std::string>& levels);

}  // namespace lt::rectangle_race
