#include "games/chess/illegal_move.h"

#include <cstdlib>
#include <optional>

#include "games/chess/bitboard.h"

namespace lt::chess {
namespace {

// A castling attempt: the king two files sideways on its own first rank, or onto its own rook.
IllegalReason whyNoCastling(const Position& pos, Square from, Square to) {
    const Color us = pos.sideToMove();
    const bool kingSide = fileOf(to) > fileOf(from);
    const CastlingRight right = us == White ? (kingSide ? WhiteKingSide : WhiteQueenSide)
                                            : (kingSide ? BlackKingSide : BlackQueenSide);
    if (pos.castlingRook(right) == kNoSquare) return IllegalReason::CastlingRightLost;
    if (pos.inCheck()) return IllegalReason::CastlingOutOfCheck;
    if (pos.castlingMustBeEmpty(right) & pos.occupied()) return IllegalReason::CastlingBlocked;
    return IllegalReason::CastlingThroughCheck;
}

bool looksLikeCastling(const Position& pos, Square from, Square to) {
    const Color us = pos.sideToMove();
    if (typeOf(pos.pieceOn(from)) != King || rankOf(from) != rankOf(to) ||
        relativeRank(us, from) != 0)
        return false;
    if (pos.pieceOn(to) == makePiece(us, Rook)) return true;
    return std::abs(fileOf(to) - fileOf(from)) == 2 && (fileOf(from) == 4 || pos.isChess960());
}

// Whether the pawn on `from` could go to `to` if its own king did not matter; otherwise why not.
std::optional<IllegalReason> pawnGeometry(const Position& pos, Square from, Square to) {
    const Color us = pos.sideToMove();
    const int up = pawnPush(us);
    const bool occupied = pos.pieceOn(to) != NoPiece;
    if (to == from + up) {
        if (occupied) return IllegalReason::PawnCannotCaptureAhead;
        return std::nullopt;
    }
    if (to == from + 2 * up && fileOf(to) == fileOf(from)) {
        if (relativeRank(us, from) != 1) return IllegalReason::PawnTwoStepsFromStartOnly;
        if (pos.pieceOn(from + up) != NoPiece) return IllegalReason::PathBlocked;
        if (occupied) return IllegalReason::PawnCannotCaptureAhead;
        return std::nullopt;
    }
    if (pawnAttacks(us, from) & squareBit(to)) {
        if (!occupied && to != pos.enPassantSquare()) return IllegalReason::PawnDiagonalOnlyToTake;
        return std::nullopt;
    }
    return IllegalReason::NotHowThePieceMoves;
}

}  // namespace

IllegalReason whyIllegal(const Position& pos, Square from, Square to) {
    const PieceType type = typeOf(pos.pieceOn(from));
    if (looksLikeCastling(pos, from, to)) return whyNoCastling(pos, from, to);
    if (type == Pawn) {
        if (const auto reason = pawnGeometry(pos, from, to)) return *reason;
    } else {
        if (!(pieceAttacks(type, from, 0) & squareBit(to)))
            return IllegalReason::NotHowThePieceMoves;
        if (!(pieceAttacks(type, from, pos.occupied()) & squareBit(to)))
            return IllegalReason::PathBlocked;
    }
    // The piece may go there: only its own king forbids it.
    return pos.inCheck() ? IllegalReason::KingStaysInCheck : IllegalReason::KingWouldBeInCheck;
}

}  // namespace lt::chess
