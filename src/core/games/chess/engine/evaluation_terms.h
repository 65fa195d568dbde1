// The terms of the chess evaluation: for one side, counts of things on the board (each piece
// on its square, mobility, pawn structure, passed pawns and the kings' distance to them, rooks
// on open files, the bishop pair, danger to the king, its pawn shelter). The engine
// multiplies them by the weights in evaluation_weights.h; the tuner (bench/chess/tune.cpp)
// records them to fit those weights to game results. One definition serves both, so a fitted
// weight means exactly what the engine computes. The few rules that are not weighted counts
// (a passed pawn no king can catch, driving a lone king to the edge) add fixed values.
#pragma once

#include <algorithm>

#include "games/chess/position.h"

namespace lt::chess::engine::eval {

// Each term has a middlegame and an endgame weight, blended by the material on the board.
enum Term : int {
    kPieceOnSquare = 0,  // + (piece type - 1) * 64 + the square seen from the piece's side
    kKnightMobility = kPieceOnSquare + 6 * 64,  // + safe squares attacked (0..8)
    kBishopMobility = kKnightMobility + 9,      // + 0..13
    kRookMobility = kBishopMobility + 14,       // + 0..14
    kQueenMobility = kRookMobility + 15,        // + 0..27
    kDoubledPawn = kQueenMobility + 28,         // each pawn beyond the first on a file
    kIsolatedPawn,                              // no own pawn on the files beside it
    kPassedPawn,                                // + its rank seen from its side (1..6)
    kBlockedPassedPawn = kPassedPawn + 8,       // + rank: the square in front is occupied
    kPasserEnemyKing = kBlockedPassedPawn + 8,  // + rank, counting the enemy king's distance
                                                // (up to 5) to the square in front
    kPasserOwnKing = kPasserEnemyKing + 8,      // + rank, the same for the own king
    kRookOpenFile = kPasserOwnKing + 8,         // no pawn on the rook's file
    kRookHalfOpenFile,                          // only enemy pawns on it
    kBishopPair,
    kKingDanger,  // + attack units on this side's king (0..47), when the attacker has a queen
    kShelter = kKingDanger + 48,  // + own pawns in front of the king (0..3); 4: king advanced
    kTermCount = kShelter + 5,
};

struct PhaseWeights {
    int mg;
    int eg;
};

// Material for the game phase: 24 with all pieces on the board, 0 with none.
inline constexpr int kPhaseWeight[7] = {0, 0, 1, 1, 2, 4, 0};
inline constexpr int kMaxPhase = 24;

inline constexpr int kMaxKingDanger = 47;
inline constexpr int kUnstoppablePasser = 500;  // endgame centipawns, fixed
inline constexpr int kTempo = 10;               // for the side to move, after the blend, fixed

namespace detail {

// Distance from the four centre squares, 0 (centre) to 6 (corner).
constexpr int centreDistance(Square s) {
    const int f = fileOf(s) < 4 ? 3 - fileOf(s) : fileOf(s) - 4;
    const int r = rankOf(s) < 4 ? 3 - rankOf(s) : rankOf(s) - 4;
    return f + r;
}

inline Bitboard adjacentFiles(int file) {
    return (file > 0 ? fileBits(file - 1) : 0) | (file < 7 ? fileBits(file + 1) : 0);
}

// Squares in front of `s` (from `c`'s point of view) on the same and adjacent files.
inline Bitboard passedSpan(Color c, Square s) {
    const Bitboard files = fileBits(fileOf(s)) | adjacentFiles(fileOf(s));
    Bitboard ahead = 0;
    for (int r = rankOf(s) + (c == White ? 1 : -1); r >= 0 && r < 8; r += (c == White ? 1 : -1))
        ahead |= rankBits(r);
    return files & ahead;
}

template <class Sink>
void pawnTerms(const Position& pos, Color us, Sink& sink) {
    const Color them = ~us;
    const Bitboard ours = pos.pieces(us, Pawn), theirs = pos.pieces(them, Pawn);
    const Square ourKing = pos.kingSquare(us), theirKing = pos.kingSquare(them);
    const bool theyHavePieces = pos.pieces(them) & ~(theirs | pos.pieces(them, King));
    for (int file = 0; file < 8; ++file) {
        const int count = popCount(ours & fileBits(file));
        if (count > 1) sink.add(us, kDoubledPawn, count - 1);
        if (count && !(ours & adjacentFiles(file))) sink.add(us, kIsolatedPawn, count);
    }
    Bitboard pawns = ours;
    while (pawns) {
        const Square s = popLowest(pawns);
        if (passedSpan(us, s) & theirs) continue;
        const int r = relativeRank(us, s);
        sink.add(us, kPassedPawn + r, 1);
        const Square stop = s + pawnPush(us);
        if (pos.occupied() & squareBit(stop)) sink.add(us, kBlockedPassedPawn + r, 1);
        sink.add(us, kPasserEnemyKing + r, std::min(distance(theirKing, stop), 5));
        sink.add(us, kPasserOwnKing + r, std::min(distance(ourKing, stop), 5));
        // Without pieces the opponent cannot stop a pawn whose square its king is outside.
        if (!theyHavePieces) {
            const Square promotion = makeSquare(fileOf(s), us == White ? 7 : 0);
            const int toGo = 7 - r - (r == 1 ? 1 : 0);
            const int kingToGo = distance(theirKing, promotion) - (pos.sideToMove() == them);
            const Bitboard path = passedSpan(us, s) & fileBits(fileOf(s));
            if (kingToGo > toGo && !(path & pos.pieces(us))) sink.fixed(us, 0, kUnstoppablePasser);
        }
    }
}

// Mobility, rooks on open files and the bishop pair; returns the attack units on the enemy
// king.
template <class Sink>
int pieceTerms(const Position& pos, Color us, Sink& sink) {
    const Color them = ~us;
    const Bitboard occ = pos.occupied();
    Bitboard pawnGuarded = 0;
    for (Bitboard b = pos.pieces(them, Pawn); b;) pawnGuarded |= pawnAttacks(them, popLowest(b));
    const Bitboard safe = ~pos.pieces(us) & ~pawnGuarded;
    const Square theirKing = pos.kingSquare(them);
    const Bitboard kingZone = kingAttacks(theirKing) | squareBit(theirKing);
    static constexpr int kMobilityTerm[7] = {
        0, 0, kKnightMobility, kBishopMobility, kRookMobility, kQueenMobility, 0};
    static constexpr int kAttackWeight[7] = {0, 0, 2, 2, 3, 5, 0};
    int attackUnits = 0;
    for (PieceType pt : {Knight, Bishop, Rook, Queen}) {
        Bitboard b = pos.pieces(us, pt);
        while (b) {
            const Square s = popLowest(b);
            const Bitboard attacks = pieceAttacks(pt, s, occ);
            sink.add(us, kMobilityTerm[pt] + popCount(attacks & safe), 1);
            attackUnits += kAttackWeight[pt] * popCount(attacks & kingZone);
            if (pt == Rook) {
                const Bitboard file = fileBits(fileOf(s));
                if (!(file & pos.pieces(Pawn)))
                    sink.add(us, kRookOpenFile, 1);
                else if (!(file & pos.pieces(us, Pawn)))
                    sink.add(us, kRookHalfOpenFile, 1);
            }
        }
    }
    if (popCount(pos.pieces(us, Bishop)) >= 2) sink.add(us, kBishopPair, 1);
    return attackUnits;
}

// Own pawns in front of the king, 0..3, or 4 when the king has left its first two ranks.
inline int shelterIndex(const Position& pos, Color us) {
    const Square king = pos.kingSquare(us);
    if (relativeRank(us, king) > 1) return 4;
    const Bitboard files = fileBits(fileOf(king)) | adjacentFiles(fileOf(king));
    const Bitboard near =
        files & (rankBits(rankOf(king) + (us == White ? 1 : -1)) |
                 rankBits(std::clamp(rankOf(king) + (us == White ? 2 : -2), 0, 7)));
    return std::min(3, popCount(near & pos.pieces(us, Pawn)));
}

}  // namespace detail

// Gives every term of both sides to `sink` (sink.add(color, term, count) and
// sink.fixed(color, mg, eg) for the unweighted rules); returns the game phase (0..kMaxPhase).
template <class Sink>
int collectTerms(const Position& pos, Sink& sink) {
    int phase = 0;
    for (Color c : {White, Black}) {
        for (PieceType pt : {Pawn, Knight, Bishop, Rook, Queen, King}) {
            Bitboard b = pos.pieces(c, pt);
            phase += kPhaseWeight[pt] * popCount(b);
            while (b) {
                const Square s = popLowest(b);
                sink.add(c, kPieceOnSquare + (pt - 1) * 64 + (c == White ? s : s ^ 56), 1);
            }
        }
        detail::pawnTerms(pos, c, sink);
    }
    int attackUnits[2];
    for (Color c : {White, Black}) attackUnits[c] = detail::pieceTerms(pos, c, sink);
    for (Color c : {White, Black}) {
        // Attack units on a king count only while the attacker has a queen.
        const int units = pos.pieces(~c, Queen) ? std::min(attackUnits[~c], kMaxKingDanger) : 0;
        sink.add(c, kKingDanger + units, 1);
        sink.add(c, kShelter + detail::shelterIndex(pos, c), 1);
    }
    // A lone king must be driven to the edge and met by the other king to be mated.
    for (Color strong : {White, Black}) {
        const Color weak = ~strong;
        if (pos.pieces(weak) == pos.pieces(weak, King) &&
            (pos.pieces(strong, Queen) || pos.pieces(strong, Rook) ||
             popCount(pos.pieces(strong) & ~pos.pieces(strong, Pawn)) >= 3)) {
            const int drive = 10 * detail::centreDistance(pos.kingSquare(weak)) +
                              8 * (7 - distance(pos.kingSquare(weak), pos.kingSquare(strong)));
            sink.fixed(strong, 0, drive);
        }
    }
    return std::min(phase, kMaxPhase);
}

}  // namespace lt::chess::engine::eval
