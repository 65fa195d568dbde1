// What the computer-level benchmarks of the token dice games (421, dice poker) share: whole
// games between the levels with seeded chance, a win shared among first places, two-player
// pairings with seats alternating and three-player games with seats rotating, each printed
// with 95% error bars (1.96 standard errors). Shared so both benches measure and print alike,
// and the same seed still gives the same figures.
#pragma once

#include <chrono>
#include <functional>

#include "framework/game.h"
#include "framework/rng.h"
#include "framework/state.h"

namespace lt::bench {

double secondsSince(std::chrono::steady_clock::time_point start);

// The rounds a finished game lasted (the game's own count).
using RoundsPlayed = std::function<int(const State& finished)>;

// Hard against Medium, Hard against Easy and Medium against Easy over `games` two-player games
// each, then `games` three-player games Easy / Medium / Hard, all printed.
void compareLevels(const Game& game, int games, Rng& rng, const RoundsPlayed& roundsPlayed);

}  // namespace lt::bench
