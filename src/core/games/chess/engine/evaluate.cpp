#include "games/chess/engine/evaluate.h"

#include <cstdlib>

#include "games/chess/engine/evaluation_terms.h"
#include "games/chess/engine/evaluation_weights.h"

namespace lt::chess::engine {

namespace {

// Adds each term's weights times its count to its side's middlegame and endgame sums.
struct WeightingSink {
    int mg[2] = {0, 0};
    int eg[2] = {0, 0};
    void add(Color c, int term, int count) {
        mg[c] += eval::kWeights[term].mg * count;
        eg[c] += eval::kWeights[term].eg * count;
    }
    void fixed(Color c, int middlegame, int endgame) {
        mg[c] += middlegame;
        eg[c] += endgame;
    }
};

}  // namespace

int evaluate(const Position& pos) {
    WeightingSink sink;
    const int phase = eval::collectTerms(pos, sink);
    const int mg = sink.mg[White] - sink.mg[Black];
    const int eg = sink.eg[White] - sink.eg[Black];
    int score = (mg * phase + eg * (eval::kMaxPhase - phase)) / eval::kMaxPhase;
    // Without pawns, a side with less than a rook's worth of extra material rarely wins.
    const Color strong = score > 0 ? White : Black;
    if (!pos.pieces(strong, Pawn) && pos.insufficientMaterial()) return 0;
    if (!pos.pieces(strong, Pawn) && std::abs(score) < 400) score /= 4;
    score += pos.sideToMove() == White ? eval::kTempo : -eval::kTempo;
    return pos.sideToMove() == White ? score : -score;
}

}  // namespace lt::chess::engine
