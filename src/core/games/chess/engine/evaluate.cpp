#include "games/chess/engine/evaluate.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace lt::chess::engine {

namespace {

struct Score {
    int mg = 0, eg = 0;
    Score& operator+=(Score o) {
        mg += o.mg;
        eg += o.eg;
        return *this;
    }
    Score& operator-=(Score o) {
        mg -= o.mg;
        eg -= o.eg;
        return *this;
    }
};
constexpr Score operator*(Score s, int k) {
    return {s.mg * k, s.eg * k};
}

constexpr Score kMaterial[7] = {{0, 0},     {82, 94},    {337, 281}, {365, 297},
                                {477, 512}, {1025, 936}, {0, 0}};
constexpr int kPhaseWeight[7] = {0, 0, 1, 1, 2, 4, 0};
constexpr int kMaxPhase = 24;

// Distance from the four centre squares, 0 (centre) to 6 (corner).
constexpr int centreDistance(Square s) {
    const int f = fileOf(s) < 4 ? 3 - fileOf(s) : fileOf(s) - 4;
    const int r = rankOf(s) < 4 ? 3 - rankOf(s) : rankOf(s) - 4;
    return f + r;
}

// Piece-square values for White (a1 = 0), derived from a few principles rather than tuned
// tables: knights and bishops want the centre, rooks the seventh rank, the king shelter in
// the middlegame and the centre in the endgame, pawns advance (centre pawns first).
struct PieceSquare {
    Score table[7][64];
    constexpr PieceSquare() : table() {
        for (Square s = 0; s < 64; ++s) {
            const int file = fileOf(s), rank = rankOf(s), c = centreDistance(s);
            const bool centreFile = file == 3 || file == 4;
            table[Pawn][s] = {(rank - 1) * 3 + (centreFile && rank >= 3 && rank <= 4 ? 15 : 0) +
                                  (centreFile && rank == 1 ? -10 : 0),
                              (rank - 1) * 10};
            table[Knight][s] = {-c * 9 + (rank == 0 ? -10 : 0), -c * 8};
            table[Bishop][s] = {-c * 4 + (rank == 0 ? -10 : 0), -c * 4};
            table[Rook][s] = {(rank == 6 ? 20 : 0) + (centreFile ? 5 : 0), rank == 6 ? 10 : 0};
            table[Queen][s] = {-c * 2 + (rank == 0 ? -3 : 0), -c * 5};
            const int shelter = rank == 0 ? (file <= 2 || file >= 6 ? 25 : 0) : -15 * rank;
            table[King][s] = {shelter, -c * 12};
        }
    }
};
constexpr PieceSquare kPieceSquare;

constexpr Square mirror(Square s) {
    return s ^ 56;
}

constexpr int kPassedMg[8] = {0, 5, 10, 15, 30, 55, 90, 0};
constexpr int kPassedEg[8] = {0, 10, 15, 25, 50, 90, 150, 0};

Bitboard adjacentFiles(int file) {
    return (file > 0 ? fileBits(file - 1) : 0) | (file < 7 ? fileBits(file + 1) : 0);
}

// Squares in front of `s` (from `c`'s point of view) on the same and adjacent files.
Bitboard passedSpan(Color c, Square s) {
    Bitboard files = fileBits(fileOf(s)) | adjacentFiles(fileOf(s));
    Bitboard ahead = 0;
    for (int r = rankOf(s) + (c == White ? 1 : -1); r >= 0 && r < 8; r += (c == White ? 1 : -1))
        ahead |= rankBits(r);
    return files & ahead;
}

Score pawnStructure(const Position& pos, Color us) {
    Score score;
    const Color them = ~us;
    const Bitboard ours = pos.pieces(us, Pawn), theirs = pos.pieces(them, Pawn);
    const Square ourKing = pos.kingSquare(us), theirKing = pos.kingSquare(them);
    const bool theyHavePieces = pos.pieces(them) & ~(theirs | pos.pieces(them, King));
    for (int file = 0; file < 8; ++file) {
        const int count = popCount(ours & fileBits(file));
        if (count > 1) score -= Score{10, 20} * (count - 1);
        if (count && !(ours & adjacentFiles(file))) score -= Score{10, 15} * count;
    }
    Bitboard pawns = ours;
    while (pawns) {
        const Square s = popLowest(pawns);
        if (!(passedSpan(us, s) & theirs)) {
            const int r = relativeRank(us, s);
            score += {kPassedMg[r], kPassedEg[r]};
            // A passer whose path is blocked is worth less.
            const Square stop = s + pawnPush(us);
            if (pos.occupied() & squareBit(stop)) score -= {0, kPassedEg[r] / 3};
            // In the endgame the kings decide: the enemy king near the pawn's path stops it,
            // our own escorts it.
            static constexpr int kKingWeight[8] = {0, 0, 0, 1, 2, 4, 7, 0};
            score.eg += (std::min(distance(theirKing, stop), 5) * 5 -
                         std::min(distance(ourKing, stop), 5) * 2) *
                        kKingWeight[r];
            // Without pieces the opponent cannot stop a pawn whose square its king is outside.
            if (!theyHavePieces) {
                const Square promotion = makeSquare(fileOf(s), us == White ? 7 : 0);
                const int toGo = 7 - r - (r == 1 ? 1 : 0);
                const int kingToGo = distance(theirKing, promotion) - (pos.sideToMove() == them);
                const Bitboard path = passedSpan(us, s) & fileBits(fileOf(s));
                if (kingToGo > toGo && !(path & pos.pieces(us))) score.eg += 500;
            }
        }
    }
    return score;
}

Score pieces(const Position& pos, Color us, int& kingAttackUnits) {
    Score score;
    const Color them = ~us;
    const Bitboard occ = pos.occupied();
    const Bitboard theirPawns = pos.pieces(them, Pawn);
    Bitboard pawnGuarded = 0;
    for (Bitboard b = theirPawns; b;) pawnGuarded |= pawnAttacks(them, popLowest(b));
    const Bitboard safe = ~pos.pieces(us) & ~pawnGuarded;
    const Square theirKing = pos.kingSquare(them);
    const Bitboard kingZone = kingAttacks(theirKing) | squareBit(theirKing);
    static constexpr Score kMobility[7] = {{0, 0}, {0, 0}, {4, 4}, {5, 5}, {2, 4}, {1, 2}, {0, 0}};
    static constexpr int kMobilityBase[7] = {0, 0, 4, 7, 7, 14, 0};
    static constexpr int kAttackWeight[7] = {0, 0, 2, 2, 3, 5, 0};
    for (PieceType pt : {Knight, Bishop, Rook, Queen}) {
        Bitboard b = pos.pieces(us, pt);
        while (b) {
            const Square s = popLowest(b);
            const Bitboard attacks = pieceAttacks(pt, s, occ);
            score += kMobility[pt] * (popCount(attacks & safe) - kMobilityBase[pt]);
            if (attacks & kingZone)
                kingAttackUnits += kAttackWeight[pt] * popCount(attacks & kingZone);
            if (pt == Rook) {
                const Bitboard file = fileBits(fileOf(s));
                if (!(file & pos.pieces(Pawn)))
                    score += {20, 10};
                else if (!(file & pos.pieces(us, Pawn)))
                    score += {10, 5};
            }
        }
    }
    if (popCount(pos.pieces(us, Bishop)) >= 2) score += {30, 50};
    return score;
}

// Pawns in front of the own king (middlegame only).
int shelter(const Position& pos, Color us) {
    const Square king = pos.kingSquare(us);
    if (relativeRank(us, king) > 1) return -20;
    const Bitboard files = fileBits(fileOf(king)) | adjacentFiles(fileOf(king));
    const Bitboard near =
        files & (rankBits(rankOf(king) + (us == White ? 1 : -1)) |
                 rankBits(std::clamp(rankOf(king) + (us == White ? 2 : -2), 0, 7)));
    return std::min(3, popCount(near & pos.pieces(us, Pawn))) * 12 - 20;
}

}  // namespace

int evaluate(const Position& pos) {
    Score total[2];
    int phase = 0;
    for (Color c : {White, Black}) {
        for (PieceType pt : {Pawn, Knight, Bishop, Rook, Queen, King}) {
            Bitboard b = pos.pieces(c, pt);
            phase += kPhaseWeight[pt] * popCount(b);
            while (b) {
                const Square s = popLowest(b);
                total[c] += kMaterial[pt];
                total[c] += kPieceSquare.table[pt][c == White ? s : mirror(s)];
            }
        }
        total[c] += pawnStructure(pos, c);
    }
    int attackUnits[2] = {0, 0};
    for (Color c : {White, Black}) total[c] += pieces(pos, c, attackUnits[c]);
    for (Color c : {White, Black}) {
        // Attack units on the enemy king grow quadratically; only with a queen they matter.
        const int units = attackUnits[~c] * (pos.pieces(~c, Queen) ? 1 : 0);
        total[c].mg -= units * units / 4;
        total[c].mg += shelter(pos, c);
    }
    phase = std::min(phase, kMaxPhase);
    const int mg = total[White].mg - total[Black].mg;
    int eg = total[White].eg - total[Black].eg;
    // A lone king must be driven to the edge and met by the other king to be mated.
    for (Color strong : {White, Black}) {
        const Color weak = ~strong;
        if (pos.pieces(weak) == pos.pieces(weak, King) &&
            (pos.pieces(strong, Queen) || pos.pieces(strong, Rook) ||
             popCount(pos.pieces(strong) & ~pos.pieces(strong, Pawn)) >= 3)) {
            const int drive = 10 * centreDistance(pos.kingSquare(weak)) +
                              8 * (7 - distance(pos.kingSquare(weak), pos.kingSquare(strong)));
            eg += strong == White ? drive : -drive;
        }
    }
    int score = (mg * phase + eg * (kMaxPhase - phase)) / kMaxPhase;
    // Without pawns, a side with less than a rook's worth of extra material rarely wins.
    const Color strong = score > 0 ? White : Black;
    if (!pos.pieces(strong, Pawn) && pos.insufficientMaterial()) return 0;
    if (!pos.pieces(strong, Pawn) && std::abs(score) < 400) score /= 4;
    score += pos.sideToMove() == White ? 10 : -10;  // tempo
    return pos.sideToMove() == White ? score : -score;
}

}  // namespace lt::chess::engine
