#include "games/chess/move_text.h"

#include <bit>

namespace lt::shell::chess {

using namespace lt::chess;

namespace {
constexpr std::array<int, 7> kValue = {0, 1, 3, 3, 5, 9, 0};
}  // namespace

std::array<int, 7> capturedPieces(const Position& start, const Position& now, Color side) {
    std::array<int, 7> lost{};
    int promotedExtra = 0;  // pieces beyond those at the start must have been pawns
    for (int t = Knight; t <= Queen; ++t) {
        const int before = std::popcount(start.pieces(side, PieceType(t)));
        const int have = std::popcount(now.pieces(side, PieceType(t)));
        lost[t] = std::max(0, before - have);
        promotedExtra += std::max(0, have - before);
    }
    const int pawns = std::popcount(now.pieces(side, Pawn));
    lost[Pawn] = std::max(0, std::popcount(start.pieces(side, Pawn)) - pawns - promotedExtra);
    return lost;
}

int materialBalance(const Position& position, Color side) {
    int balance = 0;
    for (int t = Pawn; t <= Queen; ++t)
        balance += kValue[t] * (std::popcount(position.pieces(side, PieceType(t))) -
                                std::popcount(position.pieces(~side, PieceType(t))));
    return balance;
}

bool isCapture(const Position& position, lt::chess::Move move) {
    if (move.kind() == MoveKind::EnPassant) return true;
    if (move.kind() == MoveKind::Castling) return false;
    return position.pieceOn(move.to()) != NoPiece;
}

Square landingSquare(lt::chess::Move move) {
    return move.kind() == MoveKind::Castling ? castlingKingTo(move) : move.to();
}

Square markedSquare(const Position& position, lt::chess::Move move) {
    return position.isChess960() ? move.to() : landingSquare(move);
}

}  // namespace lt::shell::chess
