// Text forms of moves and positions.
//
// Moves: "d1" places a pawn on d1, "d1-d2" moves (steps or flies) from d1 to d2, and a suffix
// "xg7" removes the opponent pawn on g7 after closing a mill: "g1xb6", "d1-d2xg7".
//
// Positions: "W:a1,d1,g1 B:b2,d2 H:0,0 T:W Q:0" lists White's and Black's pawns on the board,
// the pawns in hand (White, Black), the side to move and the phase 2 plies without a removal.
// H, T and Q may be left out (H:0,0 T:W Q:0).
#pragma once

#include <string>
#include <string_view>

#include "games/morris/position.h"

namespace lt::morris {

std::string formatMove(MorrisMove move);
// Reads a move's text; throws InputError when it is malformed (not when it is illegal).
MorrisMove parseMoveText(std::string_view text);

std::string formatPosition(const Position& position);
// Throws InputError (field and reason) on malformed text or an impossible position.
Position parsePosition(std::string_view text, bool diagonals);

}  // namespace lt::morris
