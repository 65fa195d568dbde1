// Why a move a player tried is not legal, so that the board can say it instead of silently
// putting the piece back (a learner who tries e4-e6 is told how a pawn moves). Chess knowledge
// only: the shell words each reason in the player's language.
#pragma once

#include "games/chess/position.h"

namespace lt::chess {

enum class IllegalReason {
    NotHowThePieceMoves,     // the piece never moves from `from` to `to`, whatever the board
    PathBlocked,             // it would, but a piece stands in the way
    PawnCannotCaptureAhead,  // a pawn straight onto a piece
    PawnDiagonalOnlyToTake,  // a pawn diagonally onto an empty square (not en passant)
    PawnTwoStepsFromStartOnly,
    KingStaysInCheck,      // the king is in check and the move does not end it
    KingWouldBeInCheck,    // a pinned piece, or the king onto an attacked square
    CastlingRightLost,     // the king or that rook has moved (or the rook is gone)
    CastlingBlocked,       // a piece between the king and the rook
    CastlingOutOfCheck,    // the king is in check
    CastlingThroughCheck,  // the king would cross or land on an attacked square
};

// The reason moving the side to move's piece on `from` to `to` is illegal. The caller
// guarantees that `from` holds a piece of the side to move, that `to` holds none of its
// pieces, and that no legal move goes from `from` to `to`.
IllegalReason whyIllegal(const Position& pos, Square from, Square to);

}  // namespace lt::chess
