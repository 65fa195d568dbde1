// Chess vocabulary: squares, colours, pieces and the 16-bit move code.
#pragma once

#include <cstdint>

namespace lt::chess {

using Bitboard = std::uint64_t;

// a1 = 0, b1 = 1, ..., h8 = 63.
using Square = int;
inline constexpr Square kNoSquare = 64;

enum Color : int { White = 0, Black = 1 };
constexpr Color operator~(Color c) {
    return Color(c ^ 1);
}

enum PieceType : int { NoPieceType = 0, Pawn, Knight, Bishop, Rook, Queen, King };

// colour * 8 + type, so that 0 is "empty" and both colours fit in 16 slots.
enum Piece : int { NoPiece = 0 };
constexpr Piece makePiece(Color c, PieceType t) {
    return Piece(c * 8 + t);
}
constexpr PieceType typeOf(Piece p) {
    return PieceType(p & 7);
}
constexpr Color colorOf(Piece p) {
    return Color(p >> 3);
}

constexpr int fileOf(Square s) {
    return s & 7;
}
constexpr int rankOf(Square s) {
    return s >> 3;
}
constexpr Square makeSquare(int file, int rank) {
    return rank * 8 + file;
}
// The rank as seen by `c`: 0 is that side's back rank.
constexpr int relativeRank(Color c, Square s) {
    return c == White ? rankOf(s) : 7 - rankOf(s);
}
// One step forward for `c`.
constexpr int pawnPush(Color c) {
    return c == White ? 8 : -8;
}

enum CastlingRight : int {
    WhiteKingSide = 1,
    WhiteQueenSide = 2,
    BlackKingSide = 4,
    BlackQueenSide = 8,
    AllCastling = 15
};

enum class MoveKind : int { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

// A move in 16 bits: to (0-5), from (6-11), promotion piece - Knight (12-13), kind (14-15).
// Castling is written as the king taking its own rook (e1h1), which names a Chess960
// castling even when the king does not move; castlingKingTo() gives where the king lands.
// The zero code is "no move".
class Move {
  public:
    constexpr Move() = default;
    constexpr Move(Square from, Square to, MoveKind kind = MoveKind::Normal,
                   PieceType promotion = Knight)
        : code_(std::uint16_t(to | (from << 6) | ((promotion - Knight) << 12) |
                              (static_cast<int>(kind) << 14))) {}
    static constexpr Move fromCode(std::uint16_t code) {
        Move m;
        m.code_ = code;
        return m;
    }

    constexpr Square from() const { return (code_ >> 6) & 63; }
    constexpr Square to() const { return code_ & 63; }
    constexpr MoveKind kind() const { return MoveKind(code_ >> 14); }
    constexpr PieceType promotion() const { return PieceType(((code_ >> 12) & 3) + Knight); }
    constexpr std::uint16_t code() const { return code_; }
    constexpr bool isNone() const { return code_ == 0; }
    constexpr explicit operator bool() const { return code_ != 0; }
    constexpr bool operator==(const Move&) const = default;

  private:
    std::uint16_t code_ = 0;
};

// Where a castling move (king on from(), rook on to()) puts the king and the rook: the g- and
// f-files on the king's side, the c- and d-files on the queen's side, in Chess960 too.
constexpr Square castlingKingTo(Move m) {
    return makeSquare(m.to() > m.from() ? 6 : 2, rankOf(m.from()));
}
constexpr Square castlingRookTo(Move m) {
    return makeSquare(m.to() > m.from() ? 5 : 3, rankOf(m.from()));
}

}  // namespace lt::chess
