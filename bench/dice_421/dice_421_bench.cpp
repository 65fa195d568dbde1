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
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "framework/rng.h"
#include "framework/view.h"
#include "games/dice_421/ai/agent.h"
#include "games/dice_421/game.h"
#include "games/dice_421/state.h"

using namespace lt;
using namespace lt::dice421;

namespace {

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

Move sampleChance(const State& state, Rng& rng) {
    const auto outcomes = state.chanceOutcomes();
    double r = rng.uniform();
    for (const auto& o : outcomes) {
        if (r < o.probability) return o.move;
        r -= o.probability;
    }
    return outcomes.back().move;
}

// Plays one game with the levels seated in order; returns each seat's share of the win.
std::vector<double> playGame(const Game421& game, const std::vector<std::string>& levels, Rng& rng,
                             int& rounds) {
    std::vector<std::unique_ptr<Agent>> agents;
    for (const auto& level : levels) agents.push_back(game.makeAgent(level));
    auto state = game.newInitialState({}, static_cast<int>(levels.size()));
    std::atomic<bool> stop{false};
    while (!state->isTerminal()) {
        if (state->isChanceNode()) {
            state->apply(sampleChance(*state, rng));
            continue;
        }
        const PlayerId actor = state->currentActor();
        state->apply(agents[actor]->chooseMove(*state->viewFor(actor), stop, rng));
    }
    rounds += static_cast<const State421&>(*state).roundsPlayed();
    const auto places = state->ranking();
    int firsts = 0;
    for (int p : places) firsts += p == 1 ? 1 : 0;
    std::vector<double> shares;
    for (int p : places) shares.push_back(p == 1 ? 1.0 / firsts : 0.0);
    return shares;
}

void report(const std::string& name, double wins, int games) {
    const double p = wins / games;
    std::printf("  %-8s %6.1f%% +- %.1f%%\n", name.c_str(), 100 * p,
                196 * std::sqrt(p * (1 - p) / games));
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 4000;
    Game421 game;
    Rng rng(20261126);

    auto start = std::chrono::steady_clock::now();
    ai::PolicyTables tables;
    tables.above(3);
    std::printf("Hard's tables built in %.3f s\n", secondsSince(start));

    start = std::chrono::steady_clock::now();
    const std::vector<std::pair<std::string, std::string>> pairings{
        {"hard", "medium"}, {"hard", "easy"}, {"medium", "easy"}};
    for (const auto& [a, b] : pairings) {
        double winsA = 0;
        int rounds = 0;
        for (int g = 0; g < games; ++g) {
            const bool swap = g % 2 == 1;
            const auto shares =
                playGame(game, swap ? std::vector{b, a} : std::vector{a, b}, rng, rounds);
            winsA += shares[swap ? 1 : 0];
        }
        std::printf("%s vs %s, %d two-player games (%.1f rounds each):\n", a.c_str(), b.c_str(),
                    games, static_cast<double>(rounds) / games);
        report(a, winsA, games);
        report(b, games - winsA, games);
    }

    const std::vector<std::string> three{"easy", "medium", "hard"};
    std::vector<double> wins(3, 0.0);
    int rounds = 0;
    for (int g = 0; g < games; ++g) {
        std::vector<std::string> seated(3);
        for (int i = 0; i < 3; ++i) seated[(i + g) % 3] = three[i];
        const auto shares = playGame(game, seated, rng, rounds);
        for (int i = 0; i < 3; ++i) wins[i] += shares[(i + g) % 3];
    }
    std::printf("easy / medium / hard, %d three-player games (%.1f rounds each):\n", games,
                static_cast<double>(rounds) / games);
    for (int i = 0; i < 3; ++i) report(three[i], wins[i], games);
    std::printf("total %.1f s\n", secondsSince(start));
    return 0;
}
