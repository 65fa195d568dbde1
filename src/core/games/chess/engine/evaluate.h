// Static evaluation in centipawns from the side to move's point of view: the terms of
// evaluation_terms.h (each piece on its square, mobility, pawn structure, passed pawns and
// the kings' distance to them, rooks on open files, the bishop pair, danger to the king and
// its pawn shelter) times the weights of evaluation_weights.h, tapered between middlegame and
// endgame by the remaining material; fixed rules for a passed pawn no king can catch, a lone
// king driven to the edge, drawish endings without pawns, and a small tempo bonus.
#pragma once

#include <cstddef>
#include <memory>

#include "games/chess/position.h"

namespace lt::chess::engine {

// Middlegame / endgame piece values, also used for move ordering.
inline constexpr int kPieceValue[7] = {0, 100, 320, 330, 500, 950, 0};

int evaluate(const Position& pos);

// The pawn-structure terms' weighted sums (eval::collectPawnStructureTerms) by the pawns'
// placement: pawns move rarely, so a search meets the same structure in most positions.
// Entries hold both sides' pawns whole, so a hit is always right.
class PawnCache {
  public:
    struct Sums {
        int mg;  // White's less Black's
        int eg;
    };
    PawnCache();
    // The sums for this position's pawns, computed on a miss.
    Sums lookUp(const Position& pos);

  private:
    struct Entry {
        Bitboard white;
        Bitboard black;
        Sums sums;  // all zero with no pawns, as a value-initialized entry
    };
    static constexpr std::size_t kEntries = std::size_t{1} << 14;
    std::unique_ptr<Entry[]> entries_;
};

// The same value as evaluate(pos), the pawn structure taken from `pawns`.
int evaluate(const Position& pos, PawnCache& pawns);

}  // namespace lt::chess::engine
