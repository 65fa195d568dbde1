#include "games/chess/engine/evaluate.h"

#include <cstdint>
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

// The blend of the sums, the fixed rules and the tempo.
int finish(const Position& pos, int phase, int mg, int eg) {
    int score = (mg * phase + eg * (eval::kMaxPhase - phase)) / eval::kMaxPhase;
    // Without pawns, a side with less than a rook's worth of extra material rarely wins.
    const Color strong = score > 0 ? White : Black;
    if (!pos.pieces(strong, Pawn) && pos.insufficientMaterial()) return 0;
    if (!pos.pieces(strong, Pawn) && std::abs(score) < 400) score /= 4;
    score += pos.sideToMove() == White ? eval::kTempo : -eval::kTempo;
    return pos.sideToMove() == White ? score : -score;
}

}  // namespace

int evaluate(const Position& pos) {
    WeightingSink sink;
    const int phase = eval::collectTerms(pos, sink);
    return finish(pos, phase, sink.mg[White] - sink.mg[Black], sink.eg[White] - sink.eg[Black]);
}

PawnCache::PawnCache() : entries_(std::make_unique<Entry[]>(kEntries)) {}

PawnCache::Sums PawnCache::lookUp(const Position& pos) {
    const Bitboard white = pos.pieces(White, Pawn), black = pos.pieces(Black, Pawn);
    const std::uint64_t hash = (white * 0x9E3779B97F4A7C15ULL) ^ (black * 0xC2B2AE3D27D4EB4FULL);
    Entry& entry = entries_[(hash >> 32) & (kEntries - 1)];
    if (entry.white != white || entry.black != black) {
        WeightingSink sink;
        eval::collectPawnStructureTerms(pos, sink);
        entry = {white, black, {sink.mg[White] - sink.mg[Black], sink.eg[White] - sink.eg[Black]}};
    }
    return entry.sums;
}

int evaluate(const Position& pos, PawnCache& pawns) {
    WeightingSink sink;
    const int phase = eval::collectTermsBesidePawnStructure(pos, sink);
    const PawnCache::Sums structure = pawns.lookUp(pos);
    return finish(pos, phase, sink.mg[White] - sink.mg[Black] + structure.mg,
                  sink.eg[White] - sink.eg[Black] + structure.eg);
}

}  // namespace lt::chess::engine
