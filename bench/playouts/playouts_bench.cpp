// Random playouts per second for every registered game (or those named on the command line).
// Prints one line per game: playouts, moves, seconds, playouts/s, moves/s — medians of 5 runs.
// Times are the process's CPU time, not the wall clock: on an idle machine they are the same,
// and on a shared, loaded one (2 cores, a dozen jobs) they still measure the code, not the
// queue for a core.
#include <fmt/core.h>

#include <algorithm>
#include <ctime>
#include <string>
#include <vector>

#include "framework/state.h"
#include "standard_games.h"

namespace {

struct Run {
    double seconds;
    long moves;
};

double cpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

Run playouts(const lt::Game& game, int players, int count, std::uint64_t seed) {
    lt::Rng rng(seed);
    long moves = 0;
    const double start = cpuSeconds();
    for (int i = 0; i < count; ++i) {
        auto state = game.newInitialState({}, players);
        while (!state->isTerminal()) {
            if (state->isChanceNode()) {
                const auto outcomes = state->chanceOutcomes();
                double r = rng.uniform();
                lt::Move chosen = outcomes.back().move;
                for (const auto& o : outcomes)
                    if ((r -= o.probability) < 0) {
                        chosen = o.move;
                        break;
                    }
                state->apply(chosen);
            } else {
                const auto legal = state->legalMoves();
                state->apply(legal[rng.below(legal.size())]);
            }
            ++moves;
        }
    }
    return {cpuSeconds() - start, moves};
}

}  // namespace

int main(int argc, char** argv) {
    const lt::GameRegistry games = lt::makeStandardGames();
    std::vector<std::string> wanted(argv + 1, argv + argc);
    fmt::print("{:<20} {:>7} {:>9} {:>9} {:>11} {:>11}\n", "game", "players", "playouts",
               "median s", "playouts/s", "moves/s");
    for (const lt::Game* game : games.all()) {
        const auto& info = game->info();
        if (!wanted.empty() && std::find(wanted.begin(), wanted.end(), info.id) == wanted.end())
            continue;
        const int players = info.minPlayers == 1 ? 2 : info.minPlayers;
        // Size the batch to about a quarter second, then time five batches.
        int count = 1;
        while (playouts(*game, players, count, 1).seconds < 0.25 && count < (1 << 20)) count *= 2;
        std::vector<Run> runs;
        for (int r = 0; r < 5; ++r) runs.push_back(playouts(*game, players, count, 100 + r));
        std::sort(runs.begin(), runs.end(), [](auto& a, auto& b) { return a.seconds < b.seconds; });
        const Run median = runs[2];
        fmt::print("{:<20} {:>7} {:>9} {:>9.3f} {:>11.0f} {:>11.0f}\n", info.id, players, count,
                   median.seconds, count / median.seconds, median.moves / median.seconds);
    }
}
