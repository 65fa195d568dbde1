// Training data for the chess evaluation's weights (see bench/chess/RESULTS.md): positions
// from games of the engine against itself, labelled with the game's result, for fitting the
// weights by logistic regression on game results ("Texel tuning", bench/chess/tune.cpp).
// Run from a Release build:
//   chess_training_data GAMES NODES SEED
// Each game starts with random moves (kRandomPlies, redrawn until a short search finds the
// position within kBalancedCp of equality), then the engine plays both sides at NODES nodes
// per move. Writes one line per position to stdout, "FEN<TAB>RESULT", the result from White's
// point of view (1, 0.5 or 0), and a summary to stderr. Only quiet positions are kept: not in
// check and the engine's move neither a capture nor a promotion, because a static
// evaluation is only asked about positions where the quiescence search has stopped.
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "framework/rng.h"
#include "games/chess/engine/search.h"
#include "games/chess/movegen.h"

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
            if (pos.gamePly() >= kFirstRecordedPly && !pos.inCheck() &&
                !isCapture(pos, result.best) && result.best.kind() != MoveKind::Promotion)
                fens.push_back(pos.fen());
            pos.makeMove(result.best);
        }
        const std::string label = whiteScore == 1 ? "1" : whiteScore == 0 ? "0" : "0.5";
        for (const std::string& fen : fens) fmt::print("{}\t{}\n", fen, label);
        std::fflush(stdout);
        ++tally.games;
        tally.positions += static_cast<long>(fens.size());
        (whiteScore == 1 ? tally.whiteWins : whiteScore == 0 ? tally.blackWins : tally.draws)++;
        if (tally.games % 100 == 0)
            fmt::print(stderr, "{} games, {} positions\n", tally.games, tally.positions);
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        fmt::print(stderr, "usage: chess_training_data GAMES NODES SEED\n");
        return 2;
    }
    const long games = std::strtol(argv[1], nullptr, 10);
    const std::uint64_t nodes = std::strtoull(argv[2], nullptr, 10);
    const std::uint64_t seed = std::strtoull(argv[3], nullptr, 10);
    if (games <= 0 || nodes == 0) {
        fmt::print(stderr, "usage: chess_training_data GAMES NODES SEED\n");
        return 2;
    }
    const auto begin = std::chrono::steady_clock::now();
    Tally tally;
    selfPlay(games, nodes, seed, tally);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    fmt::print(
        stderr, "games {} positions {} white wins {} draws {} black wins {} seconds {:.1f}\n",
        tally.games, tally.positions, tally.whiteWins, tally.draws, tally.blackWins, seconds);
    return 0;
}
