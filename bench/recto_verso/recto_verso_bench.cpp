// Recto Verso computer levels (run a Release or bench build): each level against the one below
// (Easy against random play), two players with the seats alternating, then four players, two
// of each level in alternate seats (who starts alternating too); the share of games won by the
// stronger level with its 95 % interval (Wilson), a shared first place counting half, and the
// time a game takes.
// Usage: recto_verso_bench [games per pairing, default 200] [only the pairings of this level]
//                          [first match seed, default 9000]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "agents/random_agent.h"
#include "agents/self_play.h"
#include "framework/match.h"
#include "games/recto_verso/game.h"

using namespace lt;
using namespace lt::recto_verso;

namespace {

struct Tally {
    int wins = 0, draws = 0, losses = 0;
    double seconds = 0;
};

std::unique_ptr<Agent> agentFor(const RectoVersoGame& game, const std::string& level) {
    if (level == "random") return std::make_unique<RandomAgent>();
    return game.makeAgent(level);
}

// `first` against `second` in `players` seats, alternating seats (first in the even seats of
// even games, in the odd seats of odd ones).
Tally pairing(const RectoVersoGame& game, const std::string& first, const std::string& second,
              int players, int games, std::uint64_t firstSeed) {
    Tally tally;
    for (int i = 0; i < games; ++i) {
        Match match(game, {}, std::vector<SeatSpec>(players), firstSeed + i);
        const int parity = i % 2;
        std::vector<std::unique_ptr<Agent>> agents(players);
        for (int p = 0; p < players; ++p)
            agents[p] = agentFor(game, p % 2 == parity ? first : second);
        const auto start = std::chrono::steady_clock::now();
        const auto result = playOut(match, agents, firstSeed * 7 + i);
        tally.seconds +=
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        int mine = players, theirs = players;
        for (int p = 0; p < players; ++p)
            (p % 2 == parity ? mine : theirs) =
                std::min(p % 2 == parity ? mine : theirs, result.ranking[p]);
        if (mine < theirs)
            ++tally.wins;
        else if (mine == theirs)
            ++tally.draws;
        else
            ++tally.losses;
    }
    return tally;
}

// Wilson score interval for a share p of n games at 95 %.
void wilson(double p, int n, double& low, double& high) {
    const double z = 1.96;
    const double denominator = 1 + z * z / n;
    const double centre = (p + z * z / (2 * n)) / denominator;
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / denominator;
    low = centre - half;
    high = centre + half;
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 200;
    const std::string only = argc > 2 ? argv[2] : "";
    const std::uint64_t firstSeed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 9000;
    if (games < 1) {
        std::fprintf(stderr, "usage: recto_verso_bench [games >= 1] [level] [first seed]\n");
        return 2;
    }
    RectoVersoGame game;
    std::printf("Recto Verso, %d games per pairing, seats alternating\n", games);
    const char* pairs[][2] = {{"easy", "random"}, {"medium", "easy"}, {"hard", "medium"}};
    for (const int players : {2, 4})
        for (const auto& pair : pairs) {
            if (!only.empty() && only != pair[0]) continue;
            const Tally t = pairing(game, pair[0], pair[1], players, games, firstSeed);
            const double share = (t.wins + 0.5 * t.draws) / games;
            double low = 0, high = 0;
            wilson(share, games, low, high);
            std::printf(
                "%d seats %-6s vs %-6s  won %3d  shared %3d  lost %3d  share %.1f%% (95%% "
                "%.1f-%.1f%%)  %.3f s per game\n",
                players, pair[0], pair[1], t.wins, t.draws, t.losses, 100 * share, 100 * low,
                100 * high, t.seconds / games);
            std::fflush(stdout);
        }
    return 0;
}
