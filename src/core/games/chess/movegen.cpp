#include "games/chess/movegen.h"

#include <algorithm>
#include <array>

namespace lt::chess {

bool MoveList::contains(Move m) const {
    return std::find(begin(), end(), m) != end();
}

namespace {

void addPawnMoves(MoveList& list, Square from, Bitboard targets, bool promotes, bool tacticalOnly,
                  bool captures) {
    while (targets) {
        const Square to = popLowest(targets);
        if (promotes) {
            for (PieceType t : {Queen, Knight, Rook, Bishop})
                list.push(Move(from, to, MoveKind::Promotion, t));
        } else if (!tacticalOnly || captures) {
            list.push(Move(from, to));
        }
    }
}

}  // namespace

void generateMoves(const Position& pos, MoveList& list, GenType type) {
    const bool tacticalOnly = type == GenType::Tactical;
    const Color us = pos.sideToMove(), them = ~us;
    const Square ksq = pos.kingSquare(us);
    const Bitboard own = pos.pieces(us), enemy = pos.pieces(them), occ = own | enemy;
    const Bitboard checkers = pos.checkers();

    // The king may not step onto an attacked square, nor stay on the line of a slider.
    Bitboard kingTargets = kingAttacks(ksq) & ~own;
    if (tacticalOnly) kingTargets &= enemy;
    const Bitboard withoutKing = occ ^ squareBit(ksq);
    while (kingTargets) {
        const Square to = popLowest(kingTargets);
        if (!pos.isAttacked(to, them, withoutKing)) list.push(Move(ksq, to));
    }
    if (moreThanOne(checkers)) return;

    // Out of a single check: capture the checker or block the line.
    const Bitboard target =
        checkers ? (between(ksq, lowestSquare(checkers)) | checkers) : ~Bitboard{0};
    const Bitboard captureTarget = target & enemy;
    const Bitboard quietTarget = tacticalOnly ? 0 : target & ~occ;
    const Bitboard pinned = pos.pinnedPieces(us) & own;

    for (PieceType pt : {Knight, Bishop, Rook, Queen}) {
        Bitboard pieces = pos.pieces(us, pt);
        while (pieces) {
            const Square from = popLowest(pieces);
            Bitboard moves = pieceAttacks(pt, from, occ) & (captureTarget | quietTarget);
            if (pinned & squareBit(from)) moves &= lineThrough(ksq, from);
            while (moves) list.push(Move(from, popLowest(moves)));
        }
    }

    const int up = pawnPush(us);
    Bitboard pawns = pos.pieces(us, Pawn);
    while (pawns) {
        const Square from = popLowest(pawns);
        const Bitboard allowed = (pinned & squareBit(from)) ? lineThrough(ksq, from) : ~Bitboard{0};
        const bool promotes = relativeRank(us, from) == 6;
        addPawnMoves(list, from, pawnAttacks(us, from) & captureTarget & allowed, promotes,
                     tacticalOnly, true);
        Bitboard pushes = 0;
        const Square one = from + up;
        if (!(occ & squareBit(one))) {
            pushes |= squareBit(one);
            if (relativeRank(us, from) == 1 && !(occ & squareBit(one + up)))
                pushes |= squareBit(one + up);
        }
        addPawnMoves(list, from, pushes & target & allowed, promotes, tacticalOnly, false);
    }

    const Square ep = pos.enPassantSquare();
    if (ep != kNoSquare) {
        Bitboard capturers = pawnAttacks(them, ep) & pos.pieces(us, Pawn);
        while (capturers) {
            const Square from = popLowest(capturers);
            if (pos.enPassantLegal(from)) list.push(Move(from, ep, MoveKind::EnPassant));
        }
    }

    if (tacticalOnly || checkers) return;
    // Castling by the Chess960 rule, which is the standard one for the standard set-up: the
    // squares the king and its rook cross or land on are empty but for those two, and the
    // king neither crosses nor lands on an attacked square (FIDE 3.8.2.1).
    for (CastlingRight right : us == White ? std::array{WhiteKingSide, WhiteQueenSide}
                                           : std::array{BlackKingSide, BlackQueenSide}) {
        const Square rook = pos.castlingRook(right);
        if (rook == kNoSquare || (pos.castlingMustBeEmpty(right) & occ)) continue;
        const Move castling(ksq, rook, MoveKind::Castling);
        const Square kingTo = castlingKingTo(castling);
        Bitboard path = pos.castlingKingPath(right) & ~squareBit(kingTo);
        bool attacked = false;
        while (path && !attacked) attacked = pos.isAttacked(popLowest(path), them, occ);
        // Where the king lands, the rook no longer shields it (a queen behind a b1 rook).
        const Bitboard after = (occ ^ squareBit(ksq) ^ squareBit(rook)) | squareBit(kingTo) |
                               squareBit(castlingRookTo(castling));
        if (!attacked && !pos.isAttacked(kingTo, them, after)) list.push(castling);
    }
}

std::vector<Move> legalMoves(const Position& pos) {
    MoveList list;
    generateMoves(pos, list);
    return {list.begin(), list.end()};
}

std::uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    MoveList list;
    generateMoves(pos, list);
    if (depth == 1) return static_cast<std::uint64_t>(list.size);
    std::uint64_t nodes = 0;
    for (Move m : list) {
        pos.makeMove(m);
        nodes += perft(pos, depth - 1);
        pos.unmakeMove();
    }
    return nodes;
}

}  // namespace lt::chess
