// No 5, no 2 benchmark (run a Release build). The game has no decisions, so there is no
// strategy to measure; this prints what the dice make of it:
//   1. the exact odds of a turn for each rule set (expected points, chance of 0, median);
//   2. the mean turn measured over simulated turns, against the exact value;
//   3. each seat's share of the wins over many seeded games of 2, 3 and 4 players (shared wins
//      count one half), with 95% error bars: the order of play gives no edge.
// Usage: no_5_no_2_bench [games, default 100000]
// Measured (Release, 100,000 games each, 2026-11-26): a turn is worth 28 points with 4 dice
// (P(0) 1.235%, median 25) and 35 with 5; the common "Stuck in the Mud" scoring gives 15.19
// (4 dice) and 16.06 (5 dice). Simulated mean turn 28.00. Win shares by seat: 2 players
// 49.6% / 50.4%, 3 players 33.5 / 33.2 / 33.4%, 4 players 25.1 / 24.9 / 24.8 / 25.2% (+- 0.3%).
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "framework/rng.h"
#include "games/no_5_no_2/game.h"
#include "games/no_5_no_2/state.h"
#include "games/no_5_no_2/turn_odds.h"
#include "level_games.h"

using namespace lt;
using namespace lt::no5no2;

namespace {

void odds(const char* name, const N52Rules& rules) {
    const auto distribution = turnDistribution(rules.dice, rules, 600);
    double cumulative = 0;
    int median = 0;
    for (int s = 0; s < static_cast<int>(distribution.size()); ++s) {
        cumulative += distribution[s];
        if (cumulative >= 0.5) {
            median = s;
            break;
        }
    }
    std::printf("  %-32s expected %.4f, P(0) %.5f, median %d\n", name,
                expectedTurnPoints(rules.dice, rules), distribution[0], median);
}

void seats(const N52Game& game, int players, int games, std::uint64_t seed) {
    Rng rng(seed);
    std::vector<double> wins(players, 0);
    double turnPoints = 0;
    for (int g = 0; g < games; ++g) {
        auto state = game.newInitialState({}, players);
        auto& n52 = static_cast<N52State&>(*state);
        while (!n52.isTerminal()) n52.apply(bench::sampleChance(n52, rng));
        const auto shares = bench::winShares(n52);
        for (int s = 0; s < players; ++s) {
            wins[s] += shares[s];
            turnPoints += n52.points(s);
        }
    }
    std::printf("  %d players: mean turn %.3f;", players, turnPoints / (games * players * kRounds));
    for (int s = 0; s < players; ++s) {
        const double p = wins[s] / games;
        std::printf(" seat %d %.1f%% +- %.1f%%", s + 1, 100 * p,
                    100 * 1.96 * std::sqrt(p * (1 - p) / games));
    }
    std::printf("\n");
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 100000;
    std::printf("exact odds of a turn:\n");
    N52Rules rules;
    odds("4 dice, rulebook scoring", rules);
    rules.dice = 5;
    odds("5 dice, rulebook scoring", rules);
    rules.stuckThrowScores = false;
    odds("5 dice, Stuck in the Mud scoring", rules);
    rules.dice = 4;
    odds("4 dice, Stuck in the Mud scoring", rules);

    const N52Game game;
    std::printf("seeded games (4 dice, rulebook scoring), %d each:\n", games);
    for (int players = 2; players <= 4; ++players) seats(game, players, games, players);
    return 0;
}
