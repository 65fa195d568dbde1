// Static evaluation in centipawns from the side to move's point of view: the terms of
// evaluation_terms.h (each piece on its square, mobility, pawn structure, passed pawns and
// the kings' distance to them, rooks on open files, the bishop pair, danger to the king and
// its pawn shelter) times the weights of evaluation_weights.h, tapered between middlegame and
// endgame by the remaining material; fixed rules for a passed pawn no king can catch, a lone
// king driven to the edge, drawish endings without pawns, and a small tempo bonus.
#pragma once

#include "games/chess/position.h"

namespace lt::chess::engine {

// Middlegame / endgame piece values, also used for move ordering.
inline constexpr int kPieceValue[7] = {0, 100, 320, 330, 500, 950, 0};

int evaluate(const Position& pos);

}  // namespace lt::chess::engine
