// Kem's without a screen (benches, tests): chance drawn from a generator, the signals chosen
// at random, and in each exchange phase every computer's planned claim, the earliest first,
// each planned again after every claim as the match controller does, until the refresh.
#pragma once

#include <array>
#include <string>

#include "framework/rng.h"
#include "games/kems/state.h"

namespace lt::kems {

// Plays the claims of the exchange phase under way; `levels[seat]` is each seat's level.
void runExchange(KemsState& state, const std::array<std::string, kSeats>& levels);

// Plays `state` to its end (or `maxSteps` chance moves and claims).
void playOut(KemsState& state, const std::array<std::string, kSeats>& levels, Rng& rng,
             int maxSteps = 1000000);

}  // namespace lt::kems
