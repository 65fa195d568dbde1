// 421 computer levels benchmark (run a Release build):
//   1. the time to build Hard's tables;
//   2. two-player games between the levels, seats alternating;
//   3. three-player games Easy / Medium / Hard, seats rotating.
// A win is a first place (a shared first place counts 1/k). Win rates carry 95% error bars
// (1.96 standard errors). Usage: dice_421_bench [games per pairing, default 4000]
// Measured (Release, 4,000 games per pairing, 2026-11-26): tables built in under 1 ms. Two
// players: Hard beats Medium 51.6% +- 1.5%, Easy 57.4% +- 1.5%; Medium beats Easy 57.1% +-
// 1.5%. Three players (Easy / Medium / Hard): 29.8% / 32.7% / 37.5%, +- 1.4-1.5%. The charge
// has no choices at all, so luck weighs heavily in 421.
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "framework/rng.h"
#include "games/dice_421/ai/agent.h"
#include "games/dice_421/game.h"
#include "games/dice_421/state.h"
#include "level_games.h"

using namespace lt;
using namespace lt::dice421;

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 4000;
    Game421 game;
    Rng rng(20261126);

    auto start = std::chrono::steady_clock::now();
    ai::PolicyTables tables;
    tables.above(3);
    std::printf("Hard's tables built in %.3f s\n", bench::secondsSince(start));

    start = std::chrono::steady_clock::now();
    bench::compareLevels(game, games, rng, [](const State& finished) {
        return static_cast<const State421&>(finished).roundsPlayed();
    });
    std::printf("total %.1f s\n", bench::secondsSince(start));
    return 0;
}
