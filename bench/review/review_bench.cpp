// Game review timing (Release build):
//   review_bench chess FILE.pgn [GAME] [DEPTH]       one PGN game reviewed at DEPTH
//   review_bench draughts FILE.pdn [GAME] [DEPTH]    one PDN game
// Prints the plies, the wall time, the marks per player and the load average before and after.
#include <atomic>
#include <chrono>
#include <fstream>
#include <sstream>
#include <string>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/chess/pgn.h"
#include "games/chess/review.h"
#include "games/draughts/pdn.h"
#include "games/draughts/review.h"

namespace {

std::string loadAverage() {
    std::ifstream file("/proc/loadavg");
    std::string one, five, fifteen;
    file >> one >> five >> fifteen;
    return fmt::format("{} {} {}", one, five, fifteen);
}

void printSummary(const lt::review::GameReview& review) {
    for (std::size_t seat = 0; seat < 2; ++seat) {
        const lt::review::PlayerSummary& player = review.players[seat];
        std::string counts;
        for (std::size_t m = 0; m < lt::review::kMarkCount; ++m)
            counts += fmt::format(" {} {}", lt::review::markName(static_cast<lt::review::Mark>(m)),
                                  player.counts[m]);
        fmt::print("{}: accuracy {:.1f} %{}\n", seat == 0 ? "White" : "Black", player.accuracy,
                   counts);
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        fmt::print(stderr, "usage: review_bench chess|draughts FILE [GAME] [DEPTH]\n");
        return 2;
    }
    const std::string game = argv[1];
    std::ifstream file(argv[2], std::ios::binary);
    if (!file) {
        fmt::print(stderr, "cannot open {}\n", argv[2]);
        return 2;
    }
    std::stringstream text;
    text << file.rdbuf();
    const std::size_t index = argc > 3 ? std::stoul(argv[3]) : 1;
    const std::atomic<bool> stop{false};
    try {
        const std::string before = loadAverage();
        const auto start = std::chrono::steady_clock::now();
        lt::review::GameReview review;
        std::size_t plies = 0;
        int depth = 0;
        if (game == "chess") {
            const auto games = lt::chess::readPgn(text.str());
            const auto replayed =
                lt::chess::replayPgnGame(games.at(index - 1), static_cast<int>(index));
            lt::chess::ReviewSettings settings;
            if (argc > 4) settings.depth = std::stoi(argv[4]);
            depth = settings.depth;
            plies = replayed.moves.size();
            review = lt::chess::reviewGame(replayed.start, replayed.moves, settings, stop);
        } else if (game == "draughts") {
            const auto games = lt::draughts::readPdn(text.str());
            const lt::draughts::PdnGame& chosen = games.at(index - 1);
            const auto moves = lt::draughts::replay(chosen);
            lt::draughts::ReviewSettings settings;
            if (argc > 4) settings.depth = std::stoi(argv[4]);
            depth = settings.depth;
            plies = moves.size();
            review = lt::draughts::reviewGame(lt::draughts::startPosition(chosen), moves, settings,
                                              stop);
        } else {
            fmt::print(stderr, "unknown game {}\n", game);
            return 2;
        }
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        fmt::print("{} game {}: {} plies, depth {}: {:.1f} s ({:.0f} ms per position)\n", game,
                   index, plies, depth, seconds, 1000 * seconds / static_cast<double>(plies + 1));
        printSummary(review);
        fmt::print("load average before: {}, after: {}\n", before, loadAverage());
    } catch (const lt::InputError& e) {
        fmt::print(stderr, "{}: {}\n", argv[2], e.what());
        return 2;
    }
    return 0;
}
