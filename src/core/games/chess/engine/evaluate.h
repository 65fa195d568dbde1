// Static evaluation in centipawns from the side to move's point of view: material and
// piece-square values tapered between middlegame and endgame by the remaining material,
// mobility, king safety (attackers near the king, pawn shield), pawn structure (doubled,
// isolated, passed; in the endgame passed pawns by the distance of both kings, and pawns no
// king can catch), bishop pair, rooks on open files, driving a lone king to the edge, and a
// small tempo bonus.
#pragma once

#include "games/chess/position.h"

namespace lt::chess::engine {

// Middlegame / endgame piece values, also used for move ordering.
inline constexpr int kPieceValue[7] = {0, 100, 320, 330, 500, 950, 0};

int evaluate(const Position& pos);

}  // namespace lt::chess::engine
