// Rectangle race computer levels: each level against the one below, with 2 seats (alternating)
// and 6 seats (three of each level in alternate seats, which level sits first alternating too).
// Each race runs as the match controller runs it (race_simulation.h). Prints the share of the
// cards won that went to the stronger level, the mean over games, with a 95 % interval (mean
// +- 1.96 standard errors of the per-game shares), and the share of games it won outright.
// Usage: rectangle_race_bench [games per pairing, default 200] [first seed, default 9000]
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "framework/rng.h"
#include "games/rectangle_race/game.h"
#include "games/rectangle_race/race_simulation.h"
#include "games/rectangle_race/state.h"

using namespace lt;
using namespace lt::rectangle_race;

namespace {

void pairing(const RaceGame& game, const std::string& strong, const std::string& weak, int players,
             int games, std::uint64_t firstSeed) {
    std::vector<double> shares;
    int wins = 0, ties = 0;
    for (int i = 0; i < games; ++i) {
        const int parity = i % 2;
        std::vector<std::string> levels(players);
        for (int p = 0; p < players; ++p) levels[p] = p % 2 == parity ? strong : weak;
        RaceState state(game, players);
        Rng rng(Rng::derive(firstSeed, static_cast<std::uint64_t>(i)));
        while (!state.isTerminal()) {
            const auto outcomes = state.chanceOutcomes();
            state.apply(outcomes[rng.below(outcomes.size())].move);
            runRace(state, levels);
        }
        int mine = 0, theirs = 0, best = 0, bestMine = 0, bestTheirs = 0;
        for (int p = 0; p < players; ++p) {
            const int cards = state.scores()[p];
            (p % 2 == parity ? mine : theirs) += cards;
            best = std::max(best, cards);
        }
        for (int p = 0; p < players; ++p)
            if (state.scores()[p] == best) ++(p % 2 == parity ? bestMine : bestTheirs);
        shares.push_back(mine + theirs > 0 ? static_cast<double>(mine) / (mine + theirs) : 0.5);
        if (bestMine > 0 && bestTheirs == 0) ++wins;
        if (bestMine > 0 && bestTheirs > 0) ++ties;
    }
    double mean = 0;
    for (double s : shares) mean += s;
    mean /= static_cast<double>(shares.size());
    double variance = 0;
    for (double s : shares) variance += (s - mean) * (s - mean);
    variance /= static_cast<double>(shares.size() - 1);
    const double half = 1.96 * std::sqrt(variance / static_cast<double>(shares.size()));
    std::printf("| %d | %s vs %s | %d | %.1f %% | %.1f-%.1f %% | %d | %d |\n", players,
                strong.c_str(), weak.c_str(), games, 100 * mean, 100 * (mean - half),
                100 * (mean + half), wins, ties);
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 200;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 9000;
    if (games < 2) {
        std::fprintf(stderr, "usage: rectangle_race_bench [games >= 2] [first seed]\n");
        return 2;
    }
    RaceGame game;
    std::printf(
        "| seats | pairing | games | cards to the stronger | 95 %% interval | won | "
        "shared |\n| --- | --- | ---: | ---: | --- | ---: | ---: |\n");
    for (int players : {2, 6}) {
        pairing(game, "medium", "easy", players, games, seed);
        pairing(game, "hard", "medium", players, games, seed);
    }
    return 0;
}
