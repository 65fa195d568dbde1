// What a position's pieces must satisfy to be reachable from the initial position in some
// game: the checks every way into the program shares (FEN, the `fen` option of saves and
// autosaves, PGN [FEN] tags, UCI "position fen", the app's set-up and paste), since they
// all read positions with Position::fromFen.
#pragma once

#include <string>

#include "games/chess/position.h"

namespace lt::chess {

// Why no game can reach `pos` (with its side to move), or "" when these rules allow it:
// exactly one king a side; no pawn on the first or last rank; at most 16 pieces and 8 pawns
// a side; no more promoted pieces (beyond 1 queen, 2 rooks, 2 knights and 1 bishop per
// square colour) than missing pawns; the side not to move not in check; at most 2 checkers.
// Positions that pass hold at most kMaxMoves legal moves (movegen.h).
std::string unreachableReason(const Position& pos);

}  // namespace lt::chess
