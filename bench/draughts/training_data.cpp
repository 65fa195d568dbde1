// Training data for the evaluation's weights (see bench/draughts/RESULTS.md): positions
// labelled with the result of the game they occurred in, for fitting the weights by logistic
// regression on game results ("Texel tuning"). Run from a Release build:
//   draughts_training_data selfplay GAMES DEPTH SEED   games of the engine against itself
//   draughts_training_data pdn FILE...                 the finished games of PDN files
// Writes one line per position to stdout, "FEN<TAB>RESULT", the result from White's point of
// view (1, 0.5 or 0), and a summary to stderr. Only quiet positions are kept (neither side
// could capture), because a static evaluation is only asked about those: the search resolves
// captures before it evaluates.
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "framework/errors.h"
#include "framework/rng.h"
#include "games/draughts/game.h"
#include "games/draughts/notation.h"
#include "games/draughts/pdn.h"
#include "games/draughts/search.h"

namespace {

using namespace lt::draughts;

// Self-play openings: random plies for variety, then a noisy engine until the middlegame.
constexpr int kRandomPlies = 4;
constexpr int kNoisyUntilPly = 16;
constexpr int kOpeningNoise = 30;
constexpr int kFirstRecordedSelfPlayPly = 8;
constexpr int kMaxSelfPlayPlies = 300;  // then the game counts as a draw

struct Tally {
    long games = 0;
    long positions = 0;
    long whiteWins = 0;
    long draws = 0;
    long blackWins = 0;
};

bool isQuiet(const Position& position) {
    if (hasCapture(position)) return false;
    Position swapped = position;
    swapped.setSideToMove(opposite(position.sideToMove()));
    return !hasCapture(swapped);
}

// Prints the game's recorded positions with its result and counts them.
void emitGame(const std::vector<std::string>& fens, double whiteScore, Tally& tally) {
    const std::string label = whiteScore == 1.0 ? "1" : whiteScore == 0.0 ? "0" : "0.5";
    for (const std::string& fen : fens) fmt::print("{}\t{}\n", fen, label);
    std::fflush(stdout);
    ++tally.games;
    tally.positions += static_cast<long>(fens.size());
    if (whiteScore == 1.0)
        ++tally.whiteWins;
    else if (whiteScore == 0.0)
        ++tally.blackWins;
    else
        ++tally.draws;
}

double whiteScore(Outcome outcome) {
    return outcome == Outcome::WhiteWins ? 1.0 : outcome == Outcome::BlackWins ? 0.0 : 0.5;
}

int selfPlay(long games, int depth, std::uint64_t seed, Tally& tally) {
    const DraughtsGame game;
    Searcher searcher(16);
    const std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.maxDepth = depth;
    limits.time = std::chrono::milliseconds(0);
    limits.selective = true;
    for (long g = 0; g < games; ++g) {
        lt::Rng rng(lt::Rng::derive(seed, static_cast<std::uint64_t>(g)));
        searcher.clear();
        DraughtsState state(game, Position::initial());
        std::vector<std::string> fens;
        for (int ply = 0; ply < kMaxSelfPlayPlies && state.outcome() == Outcome::Ongoing; ++ply) {
            const Position& position = state.position();
            if (ply >= kFirstRecordedSelfPlayPly && isQuiet(position))
                fens.push_back(toFen(position));
            if (ply < kRandomPlies) {
                const MoveList moves = legalMoves(position);
                state.play(moves[rng.below(moves.size())]);
                continue;
            }
            limits.noise = ply < kNoisyUntilPly ? kOpeningNoise : 0;
            const SearchResult result =
                searcher.search(position, state.repetitionHistory(), limits, stop, rng);
            if (!result.hasMove) throw std::logic_error("the search found no move in a live game");
            state.play(result.best);
        }
        emitGame(fens, whiteScore(state.outcome()), tally);
        if (tally.games % 50 == 0)
            fmt::print(stderr, "{} games, {} positions\n", tally.games, tally.positions);
    }
    return 0;
}

// The game's result from White's side, or none when it is unfinished or unknown.
std::optional<double> pdnWhiteScore(const std::string& result) {
    if (result == "2-0" || result == "1-0") return 1.0;
    if (result == "0-2" || result == "0-1") return 0.0;
    if (result == "1-1" || result == "1/2-1/2") return 0.5;
    return std::nullopt;
}

std::optional<std::string> readFile(const char* path) {
    std::FILE* file = std::fopen(path, "rb");
    if (!file) return std::nullopt;
    std::string text;
    char buffer[65536];
    std::size_t n;
    while ((n = std::fread(buffer, 1, sizeof buffer, file)) > 0) text.append(buffer, n);
    std::fclose(file);
    return text;
}

int pdnFiles(int count, char** paths, Tally& tally) {
    const DraughtsGame game;
    long unfinished = 0;
    long errors = 0;
    for (int f = 0; f < count; ++f) {
        const auto text = readFile(paths[f]);
        if (!text) {
            fmt::print(stderr, "{}: cannot open\n", paths[f]);
            ++errors;
            continue;
        }
        try {
            for (const PdnGame& record : readPdn(*text)) {
                const auto score = pdnWhiteScore(record.result);
                if (!score) {
                    ++unfinished;
                    continue;
                }
                try {
                    const std::vector<Move> moves = replay(record);
                    DraughtsState state(game, startPosition(record));
                    std::vector<std::string> fens;
                    for (const Move& move : moves) {
                        if (state.outcome() != Outcome::Ongoing) break;
                        if (isQuiet(state.position())) fens.push_back(toFen(state.position()));
                        state.play(move);
                    }
                    emitGame(fens, *score, tally);
                } catch (const lt::InputError& error) {
                    fmt::print(stderr, "{}: game at line {}: {}\n", paths[f], record.line,
                               error.what());
                    ++errors;
                }
            }
        } catch (const lt::InputError& error) {
            fmt::print(stderr, "{}: {}\n", paths[f], error.what());
            ++errors;
        }
    }
    fmt::print(stderr, "skipped {} games without a result, {} errors\n", unfinished, errors);
    return errors == 0 ? 0 : 1;
}

int usage() {
    fmt::print(stderr,
               "usage: draughts_training_data selfplay GAMES DEPTH SEED\n"
               "       draughts_training_data pdn FILE...\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    const auto begin = std::chrono::steady_clock::now();
    Tally tally;
    int status;
    if (mode == "selfplay" && argc == 5) {
        const long games = std::strtol(argv[2], nullptr, 10);
        const int depth = static_cast<int>(std::strtol(argv[3], nullptr, 10));
        const std::uint64_t seed = std::strtoull(argv[4], nullptr, 10);
        if (games <= 0 || depth <= 0) return usage();
        status = selfPlay(games, depth, seed, tally);
    } else if (mode == "pdn" && argc > 2) {
        status = pdnFiles(argc - 2, argv + 2, tally);
    } else {
        return usage();
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    fmt::print(stderr,
               "games {} positions {} white wins {} draws {} black wins {} seconds {:.1f} "
               "({:.0f} positions/s)\n",
               tally.games, tally.positions, tally.whiteWins, tally.draws, tally.blackWins, seconds,
               seconds > 0 ? tally.positions / seconds : 0.0);
    return status;
}
