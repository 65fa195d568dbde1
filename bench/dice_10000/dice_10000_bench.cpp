// 10 000 strategy benchmark (run a Release build):
//   1. the tables: build time, size, expected value of a turn, first-player win chance;
//   2. two-player matches between the computer levels and simple threshold players ("bank
//      from T points in hand, or with at most two dice left"), seats alternating, win rates
//      with 95% error bars (1.96 standard errors).
// Usage: dice_10000_bench [games per pairing, default 20000]
// Measured (Release, 4,000 games per pairing, 2026-11-26): a turn is worth 367.77 points
// (opened); the first player wins 51.96% between two Hard players; Hard beats Medium 53.5% +-
// 1.5%, Easy 70.9% +- 1.4%; Medium beats Easy 65.9% +- 1.5%; against "bank from T" players
// Hard wins 65.6-68.4% and Medium 61.4-65.9% (T = 350, 500, 750, 1000).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "framework/rng.h"
#include "games/dice_10000/ai/agent.h"
#include "games/dice_10000/game.h"
#include "games/dice_10000/state.h"
#include "level_games.h"

using namespace lt;
using namespace lt::dice10000;

namespace {

struct Player {
    std::string name;
    std::function<TenkMove(const TenkState&)> decide;
};

Player thresholdPlayer(int bankFrom) {
    return {"threshold " + std::to_string(bankFrom),
            [bankFrom](const TenkState& s) { return ai::thresholdMove(s, bankFrom, 2); }};
}

Player levelPlayer(const TenkGame& game, const std::string& level) {
    std::shared_ptr<Agent> agent = game.makeAgent(level);
    auto* tenk = dynamic_cast<ai::TenkAgent*>(agent.get());
    return {level, [agent, tenk](const TenkState& s) { return tenk->decide(s); }};
}

// Plays one game; returns the winning seat.
int playGame(const TenkGame& game, Player& first, Player& second, Rng& rng) {
    auto state = game.newInitialState({}, 2);
    auto& tenk = static_cast<TenkState&>(*state);
    while (!tenk.isTerminal()) {
        if (tenk.isChanceNode()) {
            tenk.apply(bench::sampleChance(tenk, rng));
        } else {
            Player& p = tenk.seatToPlay() == 0 ? first : second;
            tenk.apply(encode(p.decide(tenk)));
        }
    }
    return tenk.ranking()[0] == 1 ? 0 : 1;
}

void match(const TenkGame& game, Player a, Player b, int games, std::uint64_t seed) {
    Rng rng(seed);
    int winsA = 0;
    for (int g = 0; g < games; ++g) {
        const bool aFirst = g % 2 == 0;
        const int winner = aFirst ? playGame(game, a, b, rng) : playGame(game, b, a, rng);
        if ((winner == 0) == aFirst) ++winsA;
    }
    const double p = static_cast<double>(winsA) / games;
    const double error = 1.96 * std::sqrt(p * (1 - p) / games);
    std::printf("  %-22s vs %-22s  %5.1f%% +- %.1f%%\n", a.name.c_str(), b.name.c_str(), 100 * p,
                100 * error);
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 20000;
    const TenkGame game;

    auto start = std::chrono::steady_clock::now();
    const ai::ExpectedScore expected(TenkRules{});
    std::printf("expected-score table: %.3f s; a turn is worth %.2f points opened, %.2f not\n",
                bench::secondsSince(start), expected.rollValue(0, 5, {}, true),
                expected.rollValue(0, 5, {}, false));
    start = std::chrono::steady_clock::now();
    const ai::WinProbability win(TenkRules{});
    std::printf(
        "win-probability table: %.2f s, %d sweeps, %d throw classes; first player wins %.4f; "
        "at 5000-5000 %.4f\n",
        bench::secondsSince(start), win.sweeps(), win.throwClasses(), win.startOfTurn(0, 0),
        win.startOfTurn(5000, 5000));

    std::printf("two-player win rates over %d games each (seats alternate):\n", games);
    const Player hard = levelPlayer(game, "hard");
    const Player medium = levelPlayer(game, "medium");
    const Player easy = levelPlayer(game, "easy");
    match(game, hard, medium, games, 1);
    match(game, hard, easy, games, 2);
    match(game, medium, easy, games, 3);
    for (int threshold : {350, 500, 750, 1000}) {
        match(game, hard, thresholdPlayer(threshold), games, 10 + threshold);
        match(game, medium, thresholdPlayer(threshold), games, 20 + threshold);
    }
    return 0;
}
