// Dice poker computer levels benchmark (run a Release build):
//   1. the time to build Hard's tables and its estimate of the starter's chance to win a round;
//   2. two-player games between the levels, seats alternating;
//   3. three-player games Easy / Medium / Hard, seats rotating.
// A game's win counts 1, a shared win 1/k. Win rates carry 95% error bars (1.96 standard
// errors). Usage: dice_poker_bench [games per pairing, default 4000]
// Measured (Release, 4,000 games per pairing, 2026-11-26): tables built in 0.05 s; the starter
// of a round, playing Hard against Hard, wins it 58.9% (2 players), 42.9% (3), 34.0% (4).
// Two players: Hard beats Medium 57.2% +- 1.5%, Easy 76.0% +- 1.3%; Medium beats Easy 75.0% +-
// 1.3%. Three players (Easy / Medium / Hard): 21.6% / 35.3% / 43.1%, +- 1.3-1.5%.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "framework/rng.h"
#include "games/dice_poker/ai/agent.h"
#include "games/dice_poker/game.h"
#include "games/dice_poker/state.h"
#include "level_games.h"

using namespace lt;
using namespace lt::dicepoker;

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 4000;
    PokerGame game;
    Rng rng(20261126);

    auto start = std::chrono::steady_clock::now();
    auto tables = std::make_shared<ai::PolicyTables>();
    tables->beat(3);
    std::printf("Hard's tables built in %.3f s\n", bench::secondsSince(start));
    ai::PokerAgent hard(ai::Level::Hard, tables);
    for (int players = 2; players <= 4; ++players) {
        auto state = game.newInitialState({}, players);
        std::printf("starter's chance to win a round, %d players: %.4f\n", players,
                    hard.starterWinChance(static_cast<const PokerState&>(*state)));
    }

    start = std::chrono::steady_clock::now();
    bench::compareLevels(game, games, rng, [](const State& finished) {
        return static_cast<const PokerState&>(finished).roundsPlayed();
    });
    std::printf("total %.1f s\n", bench::secondsSince(start));
    return 0;
}
