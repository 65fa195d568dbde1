// Training data for the chess evaluation's weights (see bench/chess/RESULTS.md): positions
// from games of the engine against itself, labelled with the game's result, for fitting the
// weights by logistic regression on game results ("Texel tuning", bench/chess/tune.cpp).
// Run from a Release build:
//   chess_training_data selfplay GAMES NODES SEED   games of the engine against itself
//   chess_training_data pgn FILE...                 the finished games of PGN files
// Each game starts with random moves (kRandomPlies, redrawn until a short search finds the
// position within kBalancedCp of equality), then the engine plays both sides at NODES nodes
// per move. PGN games are read from their start. Writes one line per position to stdout,
// "FEN<TAB>RESULT", the result from White's point of view (1, 0.5 or 0), and a summary to stderr.
// Only quiet positions are kept: not in check and the move played neither a capture nor a
// promotion, because a static evaluation is only asked about positions where the quiescence search
// has stopped.
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "framework/errors.h"
#include "framework/rng.h"
#include "games/chess/engine/search.h"
#include "games/chess/movegen.h"
#include "games/chess/pgn.h"

namespace {

using namespace lt::chess;

constexpr int kRandomPlies = 8;
constexpr int kBalancedCp = 120;
constexpr int kFirstRecordedPly = 12;
constexpr int kMaxPlies = 300;  // then the game counts as a draw

struct Tally {
    long games = 0;
    long positions = 0;
    long whiteWins = 0;
    long draws = 0;
    long blackWins = 0;
};

bool isCapture(const Position& pos, Move m) {
    return m.kind() == MoveKind::EnPassant ||
           (m.kind() != MoveKind::Castling && pos.pieceOn(m.to()) != NoPiece);
}

// Whether `pos`, about to see `move`, is a position a static evaluation is asked about.
bool recorded(const Position& pos, Move move) {
    return pos.gamePly() >= kFirstRecordedPly && !pos.inCheck() && !isCapture(pos, move) &&
           move.kind() != MoveKind::Promotion;
}

// Prints the game's recorded positions with its result and counts them.
void emitGame(const std::vector<std::string>& fens, double whiteScore, Tally& tally) {
    const std::string label = whiteScore == 1 ? "1" : whiteScore == 0 ? "0" : "0.5";
    for (const std::string& fen : fens) fmt::print("{}\t{}\n", fen, label);
    std::fflush(stdout);
    ++tally.games;
    tally.positions += static_cast<long>(fens.size());
    (whiteScore == 1 ? tally.whiteWins : whiteScore == 0 ? tally.blackWins : tally.draws)++;
}

// Plays random moves from the start until a line of kRandomPlies leaves a balanced position.
Position randomOpening(lt::Rng& rng, engine::Searcher& searcher) {
    const std::atomic<bool> stop{false};
    while (true) {
        Position pos;
        bool alive = true;
        for (int ply = 0; ply < kRandomPlies && alive; ++ply) {
            MoveList list;
            generateMoves(pos, list);
            if (list.size == 0)
                alive = false;
            else
                pos.makeMove(list.moves[rng.below(static_cast<std::uint64_t>(list.size))]);
        }
        if (!alive) continue;
        const engine::SearchResult probe =
            searcher.search(pos, engine::SearchLimits{.nodes = 5000}, stop);
        if (!probe.best.isNone() && std::abs(probe.score) <= kBalancedCp) return pos;
    }
}

void selfPlay(long games, std::uint64_t nodes, std::uint64_t seed, Tally& tally) {
    engine::TranspositionTable table(16);
    engine::Searcher searcher(table);
    const std::atomic<bool> stop{false};
    for (long g = 0; g < games; ++g) {
        lt::Rng rng(lt::Rng::derive(seed, static_cast<std::uint64_t>(g)));
        table.clear();
        searcher.reset();
        Position pos = randomOpening(rng, searcher);
        std::vector<std::string> fens;
        double whiteScore = 0.5;
        while (true) {
            const GameStatus status = pos.status();
            if (status != GameStatus::Ongoing) {
                if (status == GameStatus::Checkmate) whiteScore = pos.sideToMove() == Black ? 1 : 0;
                break;
            }
            if (pos.gamePly() >= kMaxPlies) break;
            const engine::SearchResult result =
                searcher.search(pos, engine::SearchLimits{.nodes = nodes}, stop);
            if (result.best.isNone()) throw std::logic_error("no move in a live game");
            if (recorded(pos, result.best)) fens.push_back(pos.fen());
            pos.makeMove(result.best);
        }
        emitGame(fens, whiteScore, tally);
        if (tally.games % 100 == 0)
            fmt::print(stderr, "{} games, {} positions\n", tally.games, tally.positions);
    }
}

std::optional<double> pgnWhiteScore(const std::string& result) {
    if (result == "1-0") return 1.0;
    if (result == "0-1") return 0.0;
    if (result == "1/2-1/2") return 0.5;
    return std::nullopt;
}

// Returns the number of files or games that could not be read.
int pgnFiles(int count, char** paths, Tally& tally) {
    int errors = 0;
    long unfinished = 0;
    for (int f = 0; f < count; ++f) {
        std::ifstream in(paths[f], std::ios::binary);
        if (!in) {
            fmt::print(stderr, "{}: cannot open\n", paths[f]);
            ++errors;
            continue;
        }
        std::stringstream text;
        text << in.rdbuf();
        try {
            const std::vector<PgnGame> games = readPgn(text.str());
            for (std::size_t g = 0; g < games.size(); ++g) {
                const auto score = pgnWhiteScore(games[g].result);
                if (!score) {
                    ++unfinished;
                    continue;
                }
                try {
                    const ReplayedGame game = replayPgnGame(games[g], static_cast<int>(g) + 1);
                    Position pos = game.start;
                    std::vector<std::string> fens;
                    for (const Move move : game.moves) {
                        if (recorded(pos, move)) fens.push_back(pos.fen());
                        pos.makeMove(move);
                    }
                    emitGame(fens, *score, tally);
                } catch (const lt::InputError& error) {
                    fmt::print(stderr, "{}: {}\n", paths[f], error.what());
                    ++errors;
                }
            }
        } catch (const lt::InputError& error) {
            fmt::print(stderr, "{}: {}\n", paths[f], error.what());
            ++errors;
        }
    }
    fmt::print(stderr, "skipped {} games without a result\n", unfinished);
    return errors;
}

int usage() {
    fmt::print(stderr,
               "usage: chess_training_data selfplay GAMES NODES SEED\n"
               "       chess_training_data pgn FILE...\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    const auto begin = std::chrono::steady_clock::now();
    Tally tally;
    int status = 0;
    if (mode == "selfplay" && argc == 5) {
        const long games = std::strtol(argv[2], nullptr, 10);
        const std::uint64_t nodes = std::strtoull(argv[3], nullptr, 10);
        const std::uint64_t seed = std::strtoull(argv[4], nullptr, 10);
        if (games <= 0 || nodes == 0) return usage();
        selfPlay(games, nodes, seed, tally);
    } else if (mode == "pgn" && argc > 2) {
        status = pgnFiles(argc - 2, argv + 2, tally) == 0 ? 0 : 1;
    } else {
        return usage();
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    fmt::print(
        stderr, "games {} positions {} white wins {} draws {} black wins {} seconds {:.1f}\n",
        tally.games, tally.positions, tally.whiteWins, tally.draws, tally.blackWins, seconds);
    return 0;
}
