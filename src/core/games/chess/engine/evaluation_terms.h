// The terms of the chess evaluation: for one side, counts of things on the board (each piece
// on its square, mobility, pawn structure, passed pawns and the kings' distance to them, rooks
// on open files, the bishop pair, danger to the king, its pawn shelter, threats on enemy pieces,
// connected and backward pawns, outposts, rooks on the seventh rank). The engine
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
    kShelter = kKingDanger + 48,   // + own pawns in front of the king (0..3); 4: king advanced
    kThreatByPawn = kShelter + 5,  // + the type - knight (0..3): an enemy piece a pawn attacks
    kThreatByMinor = kThreatByPawn + 4,  // + 0: an enemy rook, 1: queen a knight or bishop attacks
    kThreatByRook = kThreatByMinor + 2,  // an enemy queen a rook attacks
    kHangingPiece,                       // an enemy piece attacked and not defended
    kConnectedPawn,                      // + its rank (1..6): beside or defended by a pawn
    kBackwardPawn = kConnectedPawn + 8,  // the pawns beside it are all ahead, its stop square
                                         // is attacked by an enemy pawn
    kKnightOutpost,  // on the enemy half, defended by a pawn, no enemy pawn can drive it off
    kBishopOutpost,
    kRookOnSeventh,
    kSafeCheck,  // + the type - knight (0..3): a square this type could check the enemy king
                 // from, attacked by one of ours and by none of theirs
    kKingOpenFile = kSafeCheck + 4,  // no own pawn on the king's file
    kPawnStorm,  // + the ranks between the king and the nearest enemy pawn ahead on its file or
                 // one beside (1..6; 0: none), per file
    kBishopPawns = kPawnStorm + 8,        // per bishop, own pawns on squares of its colour
    kMinorBehindPawn,                     // a knight or bishop with a pawn just in front
    kPasserFreePath,                      // + rank: nothing on its way, no square on it attacked
    kThreatByKing = kPasserFreePath + 8,  // an enemy piece the king attacks
    kSpace,          // safe squares on the centre files behind own pawns, ranks 2 to 4
    kWeakKingZone,   // squares next to the own king that the enemy attacks and only the king or
                     // the queen defends
    kKingAttackers,  // + enemy knights, bishops, rooks and queens attacking the own king's
                     // square or those next to it (0..4, 4: four or more)
    kKingProtector = kKingAttackers + 5,  // own knights and bishops within two steps of the king
    kRookBehindPasser,                    // a rook behind a passed pawn of either side on its file
    kThreatByPawnPush,                    // enemy pieces a pawn attacks after a safe push
    kKnightPawns,  // per knight, own pawns (knights gain with pawns on the board)
    kRookPawns,    // per rook, own pawns
    kTermCount,
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

// The ranks beyond `rank`, seen from `c`'s side.
constexpr Bitboard ranksAhead(Color c, int rank) {
    if (c == White) return rank >= 7 ? 0 : ~Bitboard{0} << (8 * (rank + 1));
    return (Bitboard{1} << (8 * rank)) - 1;
}

// Squares in front of `s` (from `c`'s point of view) on the same and adjacent files.
inline Bitboard passedSpan(Color c, Square s) {
    return (fileBits(fileOf(s)) | adjacentFiles(fileOf(s))) & ranksAhead(c, rankOf(s));
}

inline Bitboard pawnAttackMap(const Position& pos, Color us) {
    Bitboard attacked = 0;
    for (Bitboard b = pos.pieces(us, Pawn); b;) attacked |= pawnAttacks(us, popLowest(b));
    return attacked;
}

// The terms that depend on the pawns' placement alone (and so can be kept by it): doubled,
// isolated, passed by rank, connected by rank, backward, space.
template <class Sink>
void pawnStructureTerms(const Position& pos, Color us, Sink& sink) {
    const Color them = ~us;
    const Bitboard ours = pos.pieces(us, Pawn), theirs = pos.pieces(them, Pawn);
    const Bitboard ourAttacks = pawnAttackMap(pos, us), theirAttacks = pawnAttackMap(pos, them);
    for (int file = 0; file < 8; ++file) {
        const int count = popCount(ours & fileBits(file));
        if (count > 1) sink.add(us, kDoubledPawn, count - 1);
        if (count && !(ours & adjacentFiles(file))) sink.add(us, kIsolatedPawn, count);
    }
    for (Bitboard b = ours; b;) {
        const Square s = popLowest(b);
        const int r = relativeRank(us, s);
        if (!(passedSpan(us, s) & theirs)) sink.add(us, kPassedPawn + r, 1);
        const Bitboard beside = adjacentFiles(fileOf(s)) & rankBits(rankOf(s));
        if ((ours & beside) || (ourAttacks & squareBit(s))) {
            sink.add(us, kConnectedPawn + r, 1);
            continue;
        }
        // Own pawns on the files beside it, but all ahead of it: none can come to help (an
        // isolated pawn counts as isolated only).
        const Bitboard behind = ~ranksAhead(us, rankOf(s));
        const Bitboard neighbours = ours & adjacentFiles(fileOf(s));
        const Square stop = s + pawnPush(us);
        if (neighbours && !(neighbours & behind) && (theirAttacks & squareBit(stop)))
            sink.add(us, kBackwardPawn, 1);
    }
    // Space: the centre files on ranks 2 to 4, not attacked by an enemy pawn, at or behind an
    // own pawn on its file.
    Bitboard behind = 0;
    for (Bitboard b = ours; b;) {
        const Square s = popLowest(b);
        behind |= fileBits(fileOf(s)) & ~ranksAhead(us, rankOf(s));
    }
    const Bitboard centre = fileBits(2) | fileBits(3) | fileBits(4) | fileBits(5);
    const Bitboard ranks = us == White ? rankBits(1) | rankBits(2) | rankBits(3)
                                       : rankBits(6) | rankBits(5) | rankBits(4);
    sink.add(us, kSpace, popCount(centre & ranks & behind & ~ours & ~theirAttacks));
}

// Passed pawns against the kings and the pieces: blocked, the kings' distance to the square in
// front, and a pawn no king can catch.
template <class Sink>
void passedPawnTerms(const Position& pos, Color us, Sink& sink) {
    const Color them = ~us;
    const Bitboard ours = pos.pieces(us, Pawn), theirs = pos.pieces(them, Pawn);
    const Square ourKing = pos.kingSquare(us), theirKing = pos.kingSquare(them);
    const bool theyHavePieces = pos.pieces(them) & ~(theirs | pos.pieces(them, King));
    Bitboard pawns = ours;
    while (pawns) {
        const Square s = popLowest(pawns);
        if (passedSpan(us, s) & theirs) continue;
        const int r = relativeRank(us, s);
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

// The squares a side's pawns, minor pieces, rooks and all its pieces attack.
struct AttackMaps {
    Bitboard pawns = 0, knights = 0, bishops = 0, minors = 0, rooks = 0, queens = 0, all = 0;
    int kingUnits = 0;      // attack units on the enemy king's squares (kKingDanger)
    int kingAttackers = 0;  // knights, bishops, rooks and queens attacking them
};

// Mobility, rooks on open files and the bishop pair. Fills in `ours` (its pawns given) as it
// goes.
template <class Sink>
void pieceTerms(const Position& pos, Color us, Bitboard pawnGuarded, AttackMaps& ours, Sink& sink) {
    const Color them = ~us;
    const Bitboard occ = pos.occupied();
    const Bitboard safe = ~pos.pieces(us) & ~pawnGuarded;
    const Square theirKing = pos.kingSquare(them);
    const Bitboard kingZone = kingAttacks(theirKing) | squareBit(theirKing);
    static constexpr int kMobilityTerm[7] = {
        0, 0, kKnightMobility, kBishopMobility, kRookMobility, kQueenMobility, 0};
    static constexpr int kAttackWeight[7] = {0, 0, 2, 2, 3, 5, 0};
    for (PieceType pt : {Knight, Bishop, Rook, Queen}) {
        Bitboard b = pos.pieces(us, pt);
        while (b) {
            const Square s = popLowest(b);
            const Bitboard attacks = pieceAttacks(pt, s, occ);
            (pt == Knight   ? ours.knights
             : pt == Bishop ? ours.bishops
             : pt == Rook   ? ours.rooks
                            : ours.queens) |= attacks;
            sink.add(us, kMobilityTerm[pt] + popCount(attacks & safe), 1);
            if (const int squares = popCount(attacks & kingZone)) {
                ours.kingUnits += kAttackWeight[pt] * squares;
                ++ours.kingAttackers;
            }
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
    ours.minors = ours.knights | ours.bishops;
    ours.all =
        ours.pawns | ours.minors | ours.rooks | ours.queens | kingAttacks(pos.kingSquare(us));
}

// Threats on the enemy's pieces, outposts, rooks on the seventh.
template <class Sink>
void threatTerms(const Position& pos, Color us, const AttackMaps& ours, const AttackMaps& theirs,
                 Sink& sink) {
    const Color them = ~us;
    for (PieceType pt : {Knight, Bishop, Rook, Queen})
        if (const int n = popCount(pos.pieces(them, pt) & ours.pawns))
            sink.add(us, kThreatByPawn + (pt - Knight), n);
    if (const int n = popCount(pos.pieces(them, Rook) & ours.minors))
        sink.add(us, kThreatByMinor, n);
    if (const int n = popCount(pos.pieces(them, Queen) & ours.minors))
        sink.add(us, kThreatByMinor + 1, n);
    if (const int n = popCount(pos.pieces(them, Queen) & ours.rooks))
        sink.add(us, kThreatByRook, n);
    const Bitboard enemyPieces =
        pos.pieces(them) & ~pos.pieces(them, Pawn) & ~pos.pieces(them, King);
    if (const int n = popCount(enemyPieces & ours.all & ~theirs.all))
        sink.add(us, kHangingPiece, n);

    for (PieceType pt : {Knight, Bishop})
        for (Bitboard b = pos.pieces(us, pt); b;) {
            const Square s = popLowest(b);
            const int r = relativeRank(us, s);
            if (r < 3 || r > 5 || !(ours.pawns & squareBit(s))) continue;
            if (passedSpan(us, s) & adjacentFiles(fileOf(s)) & pos.pieces(them, Pawn)) continue;
            sink.add(us, pt == Knight ? kKnightOutpost : kBishopOutpost, 1);
        }
    if (const int n = popCount(pos.pieces(us, Rook) & rankBits(us == White ? 6 : 1)))
        sink.add(us, kRookOnSeventh, n);
}

// Safe checks, the king's file and the pawns storming it, bishops hemmed in by their pawns,
// minor pieces behind pawns, free passed pawns, the king's threats.
template <class Sink>
void kingAndPawnTerms(const Position& pos, Color us, const AttackMaps& ours,
                      const AttackMaps& theirs, Sink& sink) {
    const Color them = ~us;
    const Bitboard occ = pos.occupied();
    const Square theirKing = pos.kingSquare(them);
    const Bitboard safe = ~theirs.all & ~pos.pieces(us);
    const Bitboard checks[4] = {
        knightAttacks(theirKing) & ours.knights,
        pieceAttacks(Bishop, theirKing, occ) & ours.bishops,
        pieceAttacks(Rook, theirKing, occ) & ours.rooks,
        pieceAttacks(Queen, theirKing, occ) & ours.queens,
    };
    for (int t = 0; t < 4; ++t)
        if (checks[t] & safe) sink.add(us, kSafeCheck + t, 1);

    const Square king = pos.kingSquare(us);
    const Bitboard ourPawns = pos.pieces(us, Pawn), theirPawns = pos.pieces(them, Pawn);
    if (!(fileBits(fileOf(king)) & ourPawns)) sink.add(us, kKingOpenFile, 1);
    for (int file = std::max(0, fileOf(king) - 1); file <= std::min(7, fileOf(king) + 1); ++file) {
        int nearest = 0;
        for (Bitboard b = theirPawns & fileBits(file); b;) {
            const int ahead = (rankOf(popLowest(b)) - rankOf(king)) * (us == White ? 1 : -1);
            if (ahead > 0 && (nearest == 0 || ahead < nearest)) nearest = ahead;
        }
        sink.add(us, kPawnStorm + std::min(nearest, 7), 1);
    }

    constexpr Bitboard kLightSquares = 0x55AA55AA55AA55AAULL;
    for (Bitboard b = pos.pieces(us, Bishop); b;) {
        const Bitboard colour =
            (squareBit(popLowest(b)) & kLightSquares) ? kLightSquares : ~kLightSquares;
        sink.add(us, kBishopPawns, popCount(ourPawns & colour));
    }
    const Bitboard pawns = ourPawns | theirPawns;
    for (Bitboard b = pos.pieces(us, Knight) | pos.pieces(us, Bishop); b;) {
        const Square s = popLowest(b);
        const int r = rankOf(s) + (us == White ? 1 : -1);
        if (r >= 0 && r < 8 && (pawns & squareBit(makeSquare(fileOf(s), r))))
            sink.add(us, kMinorBehindPawn, 1);
    }
    for (Bitboard b = ourPawns; b;) {
        const Square s = popLowest(b);
        if (passedSpan(us, s) & theirPawns) continue;
        const Bitboard path = passedSpan(us, s) & fileBits(fileOf(s));
        if (!(path & occ) && !(path & theirs.all))
            sink.add(us, kPasserFreePath + relativeRank(us, s), 1);
    }
    const Bitboard enemyPieces = pos.pieces(them) & ~theirPawns & ~pos.pieces(them, King);
    if (const int n = popCount(kingAttacks(king) & enemyPieces)) sink.add(us, kThreatByKing, n);
}

// The own king's zone under attack, the minors guarding it, rooks behind passed pawns, threats
// of a pawn push, and knights and rooks as they gain or lose with the pawns.
template <class Sink>
void kingZoneAndPieceTerms(const Position& pos, Color us, const AttackMaps& ours,
                           const AttackMaps& theirs, Sink& sink) {
    const Color them = ~us;
    const Square king = pos.kingSquare(us);
    const Bitboard zone = kingAttacks(king);
    const Bitboard defendedByOthers = ours.pawns | ours.minors | ours.rooks;
    sink.add(us, kWeakKingZone, popCount(zone & theirs.all & ~defendedByOthers));
    sink.add(us, kKingAttackers + std::min(theirs.kingAttackers, 4), 1);
    const Bitboard occ = pos.occupied();
    for (Bitboard b = pos.pieces(us, Knight) | pos.pieces(us, Bishop); b;)
        if (distance(popLowest(b), king) <= 2) sink.add(us, kKingProtector, 1);

    const Bitboard ourPawns = pos.pieces(us, Pawn), theirPawns = pos.pieces(them, Pawn);
    for (Bitboard b = pos.pieces(us, Rook); b;) {
        const Square rook = popLowest(b);
        // A passed pawn of either side on the rook's file, with the rook behind it.
        for (Bitboard p = (ourPawns | theirPawns) & fileBits(fileOf(rook)); p;) {
            const Square pawn = popLowest(p);
            const Color owner = (squareBit(pawn) & ourPawns) ? us : them;
            if (passedSpan(owner, pawn) & pos.pieces(~owner, Pawn)) continue;
            const bool behind =
                owner == White ? rankOf(rook) < rankOf(pawn) : rankOf(rook) > rankOf(pawn);
            if (behind && (pieceAttacks(Rook, rook, occ) & squareBit(pawn))) {
                sink.add(us, kRookBehindPasser, 1);
                break;
            }
        }
    }
    // A pawn pushed one step to an empty square that no enemy pawn attacks and that is not
    // attacked or is defended.
    Bitboard pushed = 0;
    for (Bitboard b = ourPawns; b;) {
        const Square to = popLowest(b) + pawnPush(us);
        if (to >= 0 && to < 64 && !(occ & squareBit(to))) pushed |= squareBit(to);
    }
    pushed &= ~theirs.pawns & (~theirs.all | ours.all);
    Bitboard pushAttacks = 0;
    for (Bitboard b = pushed; b;) pushAttacks |= pawnAttacks(us, popLowest(b));
    const Bitboard enemyPieces = pos.pieces(them) & ~theirPawns & ~pos.pieces(them, King);
    if (const int n = popCount(pushAttacks & enemyPieces)) sink.add(us, kThreatByPawnPush, n);

    const int pawns = popCount(ourPawns);
    if (const int knights = popCount(pos.pieces(us, Knight)))
        sink.add(us, kKnightPawns, knights * pawns);
    if (const int rooks = popCount(pos.pieces(us, Rook))) sink.add(us, kRookPawns, rooks * pawns);
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

// Gives the pawn-structure terms of both sides to `sink` (detail::pawnStructureTerms): the
// same for every position with the same pawns on the same squares.
template <class Sink>
void collectPawnStructureTerms(const Position& pos, Sink& sink) {
    for (Color c : {White, Black}) detail::pawnStructureTerms(pos, c, sink);
}

// Gives every other term of both sides to `sink`; returns the game phase (0..kMaxPhase).
template <class Sink>
int collectTermsBesidePawnStructure(const Position& pos, Sink& sink) {
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
        detail::passedPawnTerms(pos, c, sink);
    }
    detail::AttackMaps maps[2];
    for (Color c : {White, Black}) maps[c].pawns = detail::pawnAttackMap(pos, c);
    for (Color c : {White, Black}) detail::pieceTerms(pos, c, maps[~c].pawns, maps[c], sink);
    for (Color c : {White, Black}) {
        detail::threatTerms(pos, c, maps[c], maps[~c], sink);
        detail::kingAndPawnTerms(pos, c, maps[c], maps[~c], sink);
        detail::kingZoneAndPieceTerms(pos, c, maps[c], maps[~c], sink);
    }
    for (Color c : {White, Black}) {
        // Attack units on a king count only while the attacker has a queen.
        const int units = pos.pieces(~c, Queen) ? std::min(maps[~c].kingUnits, kMaxKingDanger) : 0;
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

// Gives every term of both sides to `sink` (sink.add(color, term, count) and
// sink.fixed(color, mg, eg) for the unweighted rules); returns the game phase (0..kMaxPhase).
template <class Sink>
int collectTerms(const Position& pos, Sink& sink) {
    collectPawnStructureTerms(pos, sink);
    return collectTermsBesidePawnStructure(pos, sink);
}

}  // namespace lt::chess::engine::eval
