// What the benchmarks of the dice games share: chance drawn with the game's own probabilities
// from a seeded generator, whole games between the computer levels, a win shared among first
// places, and for 421 and dice poker the whole comparison: two-player pairings with seats
// alternating and three-player games with seats rotating, each printed with 95% error bars
// (1.96 standard errors). Shared so the benches measure alike, and the same seed still gives
// the same figures.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "framework/game.h"
#include "framework/rng.h"
#include "framework/state.h"

namespace lt::bench {

double secondsSince(std::chrono::steady_clock::time_point start);

// A chance move of `state` drawn from `rng` with the game's probabilities.
Move sampleChance(const State& state, Rng& rng);

// Plays one whole game with the computer `levels` seated in order, chance drawn from `rng`;
// returns the finished game.
std::unique_ptr<State> playGame(const Game& game, const std::vector<std::string>& levels, Rng& rng);

// Each seat's share of the win in a finished game: 1 for a first place alone, 1/k for a first
// place shared by k seats, 0 otherwise.
std::vector<double> winShares(const State& finished);

// The rounds a finished game lasted (the game's own count).
using RoundsPlayed = std::function<int(const State& finished)>;

// Hard against Medium, Hard against Easy and Medium against Easy over `games` two-player games
// each, then `games` three-player games Easy / Medium / Hard, all printed.
void compareLevels(const Game& game, int games, Rng& rng, const RoundsPlayed& roundsPlayed);

}  // namespace lt::bench
