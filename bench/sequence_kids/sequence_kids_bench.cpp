// Sequence for Kids computer levels (run a Release or bench build): each level against the one
// below (Easy against random play), two players, seats alternating, then four players as two
// teams of one level each (seats 0 + 2 against 1 + 3, alternating); the win share with its 95 %
// interval (Wilson), a draw counting half, and the time a game takes.
// Usage: sequence_kids_bench [games per pairing, default 200] [only the pairings of this level]
//                            [first match seed, default 9000]
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "agents/random_agent.h"
#include "agents/self_play.h"
#include "framework/match.h"
#include "games/sequence_kids/game.h"

using namespace lt;
using namespace lt::sequence_kids;

namespace {

struct Tally {
    int wins = 0, draws = 0, losses = 0;
    double seconds = 0;
};

std::unique_ptr<Agent> agentFor(const SequenceKidsGame& game, const std::string& level) {
    if (level == "random") return std::make_unique<RandomAgent>();
    return game.makeAgent(level);
}

// `first` against `second`, alternating who sits in seat 0 (who plays first); with `teams`,
// two of each in four seats, partners facing each other.
Tally pairing(const SequenceKidsGame& game, const std::string& first, const std::string& second,
              int games, std::uint64_t firstSeed, bool teams) {
    Tally tally;
    const int players = teams ? 4 : 2;
    Options options;
    if (teams) options.set("teams", "true");
    for (int i = 0; i < games; ++i) {
        Match match(game, options, std::vector<SeatSpec>(players), firstSeed + i);
        const int seat = i % 2;
        std::vector<std::unique_ptr<Agent>> agents(players);
        for (int p = 0; p < players; ++p)
            agents[p] = agentFor(game, p % 2 == seat ? first : second);
        const auto start = std::chrono::steady_clock::now();
        const auto result = playOut(match, agents, firstSeed * 7 + i);
        tally.seconds +=
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (result.ranking[seat] < result.ranking[1 - seat])
            ++tally.wins;
        else if (result.ranking[seat] == result.ranking[1 - seat])
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
        std::fprintf(stderr, "usage: sequence_kids_bench [games >= 1] [level]\n");
        return 2;
    }
    SequenceKidsGame game;
    std::printf("Sequence for Kids, %d games per pairing, seats alternating\n", games);
    const char* pairs[][2] = {{"easy", "random"}, {"medium", "easy"}, {"hard", "medium"}};
    for (const bool teams : {false, true})
        for (const auto& pair : pairs) {
            if (!only.empty() && only != pair[0]) continue;
            const Tally t = pairing(game, pair[0], pair[1], games, firstSeed, teams);
            const double share = (t.wins + 0.5 * t.draws) / games;
            double low = 0, high = 0;
            wilson(share, games, low, high);
            std::printf(
                "%s %-6s vs %-6s  won %3d  drawn %3d  lost %3d  share %.1f%% (95%% %.1f-%.1f%%)  "
                "%.3f s "
                "per game\n",
                teams ? "teams  " : "2 seats", pair[0], pair[1], t.wins, t.draws, t.losses,
                100 * share, 100 * low, 100 * high, t.seconds / games);
            std::fflush(stdout);
        }
    return 0;
}
