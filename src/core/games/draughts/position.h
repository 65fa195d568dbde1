// International draughts (10x10): the position, moves and the legal move generator.
//
// Squares are numbered 1..50 as in every draughts book: row by row from Black's side,
// left to right, dark squares only. Internally a position is a set of bitboards in the
// "ghost square" layout: square s lives at bit (s-1) + (s-1)/10, so every tenth bit is an
// unused gap and the four diagonal neighbours of any bit are always at -6, -5, +5, +6
// (a step that would leave the board lands on a gap or outside 0..53).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace lt::draughts {

using Bits = std::uint64_t;

enum class Side : std::uint8_t { White = 0, Black = 1 };
inline constexpr Side opposite(Side side) {
    return side == Side::White ? Side::Black : Side::White;
}

enum class Piece : std::uint8_t { None, WhiteMan, WhiteKing, BlackMan, BlackKing };

inline constexpr int kSquareCount = 50;
inline constexpr int kPiecesPerSide = 20;  // at the start; a side never gains a piece
inline constexpr int kBitCount = 54;

// Square number (1..50) <-> bit index in the ghost layout.
inline constexpr int bitOfSquare(int square) {
    return (square - 1) + (square - 1) / 10;
}
inline constexpr int squareOfBit(int bit) {
    return bit - bit / 11 + 1;
}
inline constexpr Bits bitMask(int bit) {
    return Bits{1} << bit;
}
// Population count. Without the POPCNT instruction the compiler calls a library routine,
// which the evaluation would call dozens of times per position: bit arithmetic is faster.
inline constexpr int countBits(Bits bits) {
#if defined(__POPCNT__)
    return __builtin_popcountll(bits);
#else
    bits -= (bits >> 1) & 0x5555555555555555ULL;
    bits = (bits & 0x3333333333333333ULL) + ((bits >> 2) & 0x3333333333333333ULL);
    bits = (bits + (bits >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((bits * 0x0101010101010101ULL) >> 56);
#endif
}

inline constexpr Bits kBoardMask = [] {
    Bits mask = 0;
    for (int s = 1; s <= kSquareCount; ++s) mask |= bitMask(bitOfSquare(s));
    return mask;
}();
// Where each side's men are crowned: White on 1..5, Black on 46..50.
inline constexpr Bits kWhiteCrownRow = 0x1FULL;
inline constexpr Bits kBlackCrownRow = 0x1FULL << bitOfSquare(46);

// A move: the piece's start and end (bit indices) and the opponent pieces it removes.
// Two capture routes that start and end on the same squares and remove the same pieces are
// the same move (the rules do not tell them apart).
struct Move {
    std::uint8_t from = 0;  // bit index
    std::uint8_t to = 0;    // bit index
    Bits captured = 0;      // bits of the captured pieces

    int fromSquare() const { return squareOfBit(from); }
    int toSquare() const { return squareOfBit(to); }
    bool isCapture() const { return captured != 0; }
    int captureCount() const { return countBits(captured); }
    std::vector<int> capturedSquares() const;  // ascending square numbers

    // The 64-bit code generic code stores: from square (6 bits), to square (6 bits), then
    // one bit per captured square 1..50.
    std::uint64_t code() const;
    static Move fromCode(std::uint64_t code);

    bool operator==(const Move&) const = default;
};

// A move with one route that realises it, for move lists, animation and notation.
struct MoveDetail {
    Move move;
    std::vector<int> path;      // squares visited: start, every landing square, end
    std::vector<int> captured;  // captured squares in the order they are jumped
};

using MoveList = std::vector<Move>;

class Position {
  public:
    Position() = default;
    static Position initial();  // Black men on 1..20, White men on 31..50, White to move

    Side sideToMove() const { return side_; }
    void setSideToMove(Side side);
    Piece at(int square) const;
    void set(int square, Piece piece);  // square 1..50

    Bits pieces(Side side) const { return pieces_[static_cast<int>(side)]; }
    Bits kings() const { return kings_; }
    Bits men(Side side) const { return pieces(side) & ~kings_; }
    Bits kings(Side side) const { return pieces(side) & kings_; }
    Bits occupied() const { return pieces_[0] | pieces_[1]; }
    Bits empty() const { return kBoardMask & ~occupied(); }
    std::uint64_t hash() const { return hash_; }

    // Plays a legal move (no check: generateMoves() is the judge).
    void play(const Move& move);
    // The hash the position would have after play(move), without playing it (the search
    // asks the table for a sibling's entry ahead of time).
    std::uint64_t hashAfter(const Move& move) const;

    bool operator==(const Position& other) const {
        return pieces_ == other.pieces_ && kings_ == other.kings_ && side_ == other.side_;
    }

    // A text diagram (10 rows, '.' light square, '-' empty, w/b men, W/B kings).
    std::string diagram() const;

  private:
    void toggle(int bit, Piece piece);

    std::array<Bits, 2> pieces_{0, 0};
    Bits kings_ = 0;
    Side side_ = Side::White;
    std::uint64_t hash_ = 0;
};

// Every legal move of the side to move: captures only when one exists, and then only those
// that take the greatest number of pieces (a king counts as one). `out` is cleared first.
void generateMoves(const Position& position, MoveList& out);
// The same, for a caller that already knows hasCapture(position) (the search does).
void generateMoves(const Position& position, bool mustCapture, MoveList& out);
MoveList legalMoves(const Position& position);
// Whether the side to move has a capture (and so must take).
bool hasCapture(const Position& position);

// One entry per legal move, each with a route. Every route of a move is listed by
// moveRoutes(), which notation uses to tell apart moves with the same start and end.
std::vector<MoveDetail> legalMoveDetails(const Position& position);
std::vector<MoveDetail> moveRoutes(const Position& position);

// Leaf count of the legal move tree to `depth` plies (the standard correctness check).
std::uint64_t perft(const Position& position, int depth);

}  // namespace lt::draughts
