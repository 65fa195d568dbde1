// Ship, Captain and Crew strategy benchmark (run a Release build):
//   1. the turn: expected miles of the best policy with and without cargo re-throws, the chance
//      of getting the full crew, the two-player win table's build time and first-player chance;
//   2. each level's miles per turn, exactly and measured over many simulated turns;
//   3. two-player matches between the levels, seats alternating, and a three-player match of
//      the three levels, win rates with 95% error bars (1.96 standard errors; shared wins
//      count one half).
// Usage: ship_captain_crew_bench [games per pairing, default 20000]
// Measured (Release, 20,000 games per pairing, 2026-11-26, on a loaded shared VM): a turn is
// worth 4.3164 miles (3.4837 without re-throws), the full crew comes in 54.00% of turns; the
// win table builds in 0.07 s; the first player wins 49.90% between two Hard players. Miles a
// turn, exactly: Easy 3.7347, Medium 4.0621, Hard 4.3164; measured over 200,000 turns (+-
// 0.02): Easy 3.741, Medium 4.065, Hard 4.320. Two players: Hard beats Medium 55.7% +- 0.7%, Hard
// beats Easy 61.7% +- 0.7%, Medium beats Easy 57.1% +- 0.7%. Three players: Hard 43.7%,
// Medium 33.8%, Easy 22.6% (+- 0.7%).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "framework/rng.h"
#include "games/ship_captain_crew/ai/agent.h"
#include "games/ship_captain_crew/ai/turn_policy.h"
#include "games/ship_captain_crew/ai/win_table.h"
#include "games/ship_captain_crew/game.h"
#include "games/ship_captain_crew/state.h"
#include "level_games.h"

using namespace lt;
using namespace lt::shipcaptaincrew;

namespace {

std::unique_ptr<ai::SccAgent> agent(const SccGame& game, const std::string& level) {
    auto made = game.makeAgent(level);
    return std::unique_ptr<ai::SccAgent>(static_cast<ai::SccAgent*>(made.release()));
}

void match(const SccGame& game, const std::vector<std::string>& levels, int games,
           std::uint64_t seed) {
    Rng rng(seed);
    const int n = static_cast<int>(levels.size());
    std::vector<double> wins(n, 0);
    for (int g = 0; g < games; ++g) {
        // Rotate the seats so each level plays first equally often.
        std::vector<std::string> seated;
        for (int s = 0; s < n; ++s) seated.push_back(levels[(s + g) % n]);
        const auto shares = bench::winShares(*bench::playGame(game, seated, rng));
        for (int s = 0; s < n; ++s) wins[(s + g) % n] += shares[s];
    }
    std::printf(" ");
    for (int i = 0; i < n; ++i) {
        const double p = wins[i] / games;
        const double error = 1.96 * std::sqrt(p * (1 - p) / games);
        std::printf(" %s %5.1f%% +- %.1f%%%s", levels[i].c_str(), 100 * p, 100 * error,
                    i + 1 < n ? "  vs " : "\n");
    }
}

// Mean miles per turn of a level over `turns` single turns.
void meanMiles(const SccGame& game, const std::string& level, int turns, std::uint64_t seed) {
    Rng rng(seed);
    auto player = agent(game, level);
    double total = 0, squares = 0;
    for (int t = 0; t < turns; ++t) {
        auto state = game.newInitialState({}, 2);
        auto& scc = static_cast<SccState&>(*state);
        while (scc.seatToPlay() == 0) {
            if (scc.isChanceNode())
                scc.apply(bench::sampleChance(scc, rng));
            else
                scc.apply(encode(player->decide(scc)));
        }
        const double miles = scc.log(0).front();
        total += miles;
        squares += miles * miles;
    }
    const double mean = total / turns;
    const double sd = std::sqrt(squares / turns - mean * mean);
    std::printf("  %-6s %.3f +- %.3f miles a turn\n", level.c_str(), mean,
                1.96 * sd / std::sqrt(turns));
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 20000;
    const SccGame game;

    const ai::TurnPolicy best(ai::milesUtility(), true);
    const ai::TurnPolicy plain(ai::milesUtility(), false);
    std::printf(
        "a turn: %.4f miles with cargo re-throws, %.4f without; full crew in %.2f%% of turns\n",
        best.startValue(), plain.startValue(), 100 * (1 - best.distribution()[0]));
    auto start = std::chrono::steady_clock::now();
    const ai::WinTable table(2 * kRounds, true);
    std::printf("two-player win table: %.3f s; the first player wins %.4f between two Hard\n",
                bench::secondsSince(start), table.startOfTurn(2 * kRounds, 0));

    const auto timid = ai::TurnPolicy::following(
        ai::milesUtility(),
        [](int low, int high, int /*throwsLeft*/) { return ai::timidMove(low, high); });
    const auto threshold = ai::TurnPolicy::following(
        ai::milesUtility(),
        [](int low, int high, int /*throwsLeft*/) { return ai::thresholdMove(low, high); });
    std::printf("exact miles a turn: Easy %.4f, Medium %.4f, Hard (most miles) %.4f\n",
                timid.startValue(), threshold.startValue(), best.startValue());
    std::printf("mean miles per turn over %d turns:\n", 10 * games);
    for (const char* level : {"easy", "medium", "hard"}) meanMiles(game, level, 10 * games, 7);

    std::printf("two-player win rates over %d games each (seats alternate):\n", games);
    match(game, {"hard", "medium"}, games, 1);
    match(game, {"hard", "easy"}, games, 2);
    match(game, {"medium", "easy"}, games, 3);
    std::printf("three players over %d games (seats rotate):\n", games);
    match(game, {"hard", "medium", "easy"}, games, 4);
    return 0;
}
