// Bitboard helpers and attack tables. The sliding attacks use magic bitboards whose magic
// numbers are searched for at start-up (a few milliseconds), so no large table is committed.
#pragma once

#include <bit>

#include "games/chess/types.h"

namespace lt::chess {

constexpr Bitboard squareBit(Square s) {
    return Bitboard{1} << s;
}
inline int popCount(Bitboard b) {
#if defined(__POPCNT__)
    return std::popcount(b);
#else
    // Without the POPCNT instruction (the x86-64 baseline Debian builds for), std::popcount
    // is a call into libgcc, 11 % of a search's time; this inline count is faster
    // (bench/chess/RESULTS.md, session 19).
    b = b - ((b >> 1) & 0x5555555555555555ULL);
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((b * 0x0101010101010101ULL) >> 56);
#endif
}
inline Square lowestSquare(Bitboard b) {
    return std::countr_zero(b);
}
inline Square popLowest(Bitboard& b) {
    const Square s = lowestSquare(b);
    b &= b - 1;
    return s;
}
constexpr bool moreThanOne(Bitboard b) {
    return (b & (b - 1)) != 0;
}

inline constexpr Bitboard kFileA = 0x0101010101010101ULL;
inline constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard fileBits(int file) {
    return kFileA << file;
}
constexpr Bitboard rankBits(int rank) {
    return kRank1 << (8 * rank);
}
inline constexpr Bitboard kDarkSquares = 0xAA55AA55AA55AA55ULL;

namespace attacks {

struct Magic {
    Bitboard mask = 0;
    Bitboard magic = 0;
    const Bitboard* table = nullptr;
    unsigned shift = 0;
    Bitboard operator()(Bitboard occupied) const {
        return table[((occupied & mask) * magic) >> shift];
    }
};

// Filled once when the program starts (see bitboard.cpp); constant afterwards.
struct Tables {
    Bitboard pawn[2][64];
    Bitboard knight[64];
    Bitboard king[64];
    Magic rook[64];
    Magic bishop[64];
    Bitboard between[64][64];  // squares strictly between two aligned squares, else 0
    Bitboard line[64][64];     // the whole line through two aligned squares, else 0
    int distance[64][64];      // king steps
};
extern Tables tables;

}  // namespace attacks

inline Bitboard pawnAttacks(Color c, Square s) {
    return attacks::tables.pawn[c][s];
}
inline Bitboard knightAttacks(Square s) {
    return attacks::tables.knight[s];
}
inline Bitboard kingAttacks(Square s) {
    return attacks::tables.king[s];
}
inline Bitboard bishopAttacks(Square s, Bitboard occupied) {
    return attacks::tables.bishop[s](occupied);
}
inline Bitboard rookAttacks(Square s, Bitboard occupied) {
    return attacks::tables.rook[s](occupied);
}
inline Bitboard queenAttacks(Square s, Bitboard occupied) {
    return bishopAttacks(s, occupied) | rookAttacks(s, occupied);
}
inline Bitboard between(Square a, Square b) {
    return attacks::tables.between[a][b];
}
inline Bitboard lineThrough(Square a, Square b) {
    return attacks::tables.line[a][b];
}
inline int distance(Square a, Square b) {
    return attacks::tables.distance[a][b];
}
// Attacks of a non-pawn piece type from `s`.
Bitboard pieceAttacks(PieceType type, Square s, Bitboard occupied);

}  // namespace lt::chess
