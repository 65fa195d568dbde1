// Crazy Eights computer levels (run a Release build): each level against random players and
// against the level below, in two-player matches, seats alternating; plus the time a move takes.
// Usage: crazy_eights_bench [matches per pairing, default 100] [deals per match, default 1]
//                           [only the pairings of this level]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "agents/random_agent.h"
#include "agents/self_play.h"
#include "framework/match.h"
#include "games/crazy_eights/game.h"

using namespace lt;
using namespace lt::crazy_eights;

namespace {

struct Tally {
    int wins = 0, ties = 0, losses = 0;
    double seconds = 0;
    long long decisions = 0;
};

std::unique_ptr<Agent> agentFor(const CrazyEightsGame& game, const std::string& level) {
    if (level == "random") return std::make_unique<RandomAgent>();
    return game.makeAgent(level);
}

// `first` against `second`, alternating who sits in seat 0.
Tally pairing(const CrazyEightsGame& game, const std::string& first, const std::string& second,
              int matches, int deals) {
    Tally tally;
    Options options;
    options.set("deals", std::to_string(deals));
    for (int i = 0; i < matches; ++i) {
        Match match(game, options, std::vector<SeatSpec>(2), 7000 + i);
        const int seat = i % 2;
        std::vector<std::unique_ptr<Agent>> agents(2);
        agents[seat] = agentFor(game, first);
        agents[1 - seat] = agentFor(game, second);
        const auto start = std::chrono::steady_clock::now();
        const auto result = playOut(match, agents, 300 + i);
        tally.seconds +=
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        tally.decisions += static_cast<long long>(result.plies);
        if (result.ranking[seat] < result.ranking[1 - seat])
            ++tally.wins;
        else if (result.ranking[seat] == result.ranking[1 - seat])
            ++tally.ties;
        else
            ++tally.losses;
    }
    return tally;
}

}  // namespace

int main(int argc, char** argv) {
    const int matches = argc > 1 ? std::atoi(argv[1]) : 100;
    const int deals = argc > 2 ? std::atoi(argv[2]) : 1;
    const std::string only = argc > 3 ? argv[3] : "";
    CrazyEightsGame game;
    std::printf("Crazy Eights, 2 players, %d deal(s) per match, %d matches per pairing\n", deals,
                matches);
    const char* pairs[][2] = {{"easy", "random"}, {"medium", "random"}, {"hard", "random"},
                              {"medium", "easy"}, {"hard", "easy"},     {"hard", "medium"}};
    for (const auto& pair : pairs) {
        if (!only.empty() && only != pair[0]) continue;
        const Tally t = pairing(game, pair[0], pair[1], matches, deals);
        std::printf("%-6s vs %-6s  won %3d  tied %3d  lost %3d  (%.1f%%)  %.2f s per match\n",
                    pair[0], pair[1], t.wins, t.ties, t.losses,
                    100.0 * (t.wins + 0.5 * t.ties) / matches, t.seconds / matches);
        std::fflush(stdout);
    }
    return 0;
}
