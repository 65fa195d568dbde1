#include "level_games.h"

#include <atomic>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "framework/agent.h"
#include "framework/view.h"

namespace lt::bench {
namespace {

// "  hard       52.3% +- 5.7%": a level's win rate over `games`.
void report(const std::string& level, double wins, int games) {
    const double p = wins / games;
    std::printf("  %-8s %6.1f%% +- %.1f%%\n", level.c_str(), 100 * p,
                196 * std::sqrt(p * (1 - p) / games));
}

}  // namespace

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

std::unique_ptr<State> playGame(const Game& game, const std::vector<std::string>& levels,
                                Rng& rng) {
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
    return state;
}

std::vector<double> winShares(const State& finished) {
    const auto places = finished.ranking();
    int firsts = 0;
    for (int p : places) firsts += p == 1 ? 1 : 0;
    std::vector<double> shares;
    for (int p : places) shares.push_back(p == 1 ? 1.0 / firsts : 0.0);
    return shares;
}

void compareLevels(const Game& game, int games, Rng& rng, const RoundsPlayed& roundsPlayed) {
    const std::vector<std::pair<std::string, std::string>> pairings{
        {"hard", "medium"}, {"hard", "easy"}, {"medium", "easy"}};
    for (const auto& [a, b] : pairings) {
        double winsA = 0;
        int rounds = 0;
        for (int g = 0; g < games; ++g) {
            const bool swap = g % 2 == 1;
            const auto finished = playGame(game, swap ? std::vector{b, a} : std::vector{a, b}, rng);
            rounds += roundsPlayed(*finished);
            winsA += winShares(*finished)[swap ? 1 : 0];
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
        const auto finished = playGame(game, seated, rng);
        rounds += roundsPlayed(*finished);
        const auto shares = winShares(*finished);
        for (int i = 0; i < 3; ++i) wins[i] += shares[(i + g) % 3];
    }
    std::printf("easy / medium / hard, %d three-player games (%.1f rounds each):\n", games,
                static_cast<double>(rounds) / games);
    for (int i = 0; i < 3; ++i) report(three[i], wins[i], games);
}

}  // namespace lt::bench
