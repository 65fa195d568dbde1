// The soak: random playouts of every registered game (or those named on the command line)
// until each has played at least --moves moves (10^6 by default), every playout checked for
// the model's invariants (conformance/playout_checks.h, as the conformance test does for a
// few): views every 7 plies, the notation of every legal move, chance distributions, the
// end, the ranking and returns, and the record's replay with undo/redo. Prints one line per
// game: playouts, moves, seconds (process CPU time), violations; then the first violation
// of each game that had one. Exits 1 when any invariant was violated.
//
//   soak_bench [--moves N] [--inspect-every K] [game...]
//
// --inspect-every K runs the expensive checks (views, notation, replay) on one playout in K;
// the cheap ones (actors, moves, chance, the end) run on every move of every playout.
#include <fmt/core.h>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <string>
#include <string_view>
#include <vector>

#include "conformance/playout_checks.h"
#include "standard_games.h"

namespace {

double cpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

struct Soak {
    long playouts = 0;
    std::size_t moves = 0;
    double seconds = 0;
    long violations = 0;
    std::string first;  // the first violation
};

Soak soak(const lt::GameRegistry& games, const lt::Game& game, std::size_t moves,
          long inspectEvery) {
    const lt::GameInfo& info = game.info();
    lt::Rng rng(20261127);
    Soak result;
    const double start = cpuSeconds();
    while (result.moves < moves) {
        const int players =
            info.minPlayers +
            static_cast<int>(result.playouts % (info.maxPlayers - info.minPlayers + 1));
        const lt::conformance::PlayoutSettings settings{.inspect =
                                                            result.playouts % inspectEvery == 0};
        const auto playout = lt::conformance::checkedPlayout(
            games, game, players, static_cast<std::uint64_t>(result.playouts) + 1, rng, settings);
        ++result.playouts;
        // A playout stopped by a violation still counts its moves, and at least one, so a
        // game that always fails at once cannot loop forever.
        result.moves += std::max<std::size_t>(playout.moves, 1);
        if (!playout.violation.empty()) {
            if (result.violations++ == 0) result.first = playout.violation;
        }
    }
    result.seconds = cpuSeconds() - start;
    return result;
}

template <typename T>
bool readNumber(std::string_view text, T& value) {
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc() && end == text.data() + text.size() && value > 0;
}

}  // namespace

int main(int argc, char** argv) {
    const lt::GameRegistry games = lt::makeStandardGames();
    std::size_t moves = 1'000'000;
    long inspectEvery = 1;
    std::vector<const lt::Game*> selected;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if ((arg == "--moves" || arg == "--inspect-every") && i + 1 < argc) {
            const bool ok = arg == "--moves" ? readNumber(argv[++i], moves)
                                             : readNumber(argv[++i], inspectEvery);
            if (!ok) {
                fmt::print(stderr, "soak_bench: {} needs a positive number\n", arg);
                return 2;
            }
        } else if (const lt::Game* game = games.find(arg)) {
            selected.push_back(game);
        } else {
            fmt::print(stderr, "soak_bench: unknown game or option '{}'\n", arg);
            return 2;
        }
    }
    if (selected.empty()) selected = games.all();

    fmt::print("{:<22} {:>9} {:>10} {:>9} {:>10}\n", "game", "playouts", "moves", "seconds",
               "violations");
    std::vector<std::string> firsts;
    long total = 0;
    for (const lt::Game* game : selected) {
        const Soak s = soak(games, *game, moves, inspectEvery);
        fmt::print("{:<22} {:>9} {:>10} {:>9.1f} {:>10}\n", game->info().id, s.playouts, s.moves,
                   s.seconds, s.violations);
        std::fflush(stdout);
        total += s.violations;
        if (!s.first.empty()) firsts.push_back(s.first);
    }
    for (const std::string& first : firsts) fmt::print("first violation: {}\n", first);
    return total == 0 ? 0 : 1;
}
