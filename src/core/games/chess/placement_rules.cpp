#include "games/chess/placement_rules.h"

#include <algorithm>

#include <fmt/format.h>

namespace lt::chess {

namespace {

constexpr int kMaxPiecesPerSide = 16;
constexpr int kMaxPawnsPerSide = 8;

const char* sideName(Color c) {
    return c == White ? "White" : "Black";
}

// Pieces of `c` that the initial set cannot account for, so each needs a promoted pawn.
int promotedAtLeast(const Position& pos, Color c) {
    const auto beyond = [](Bitboard pieces, int initial) {
        return std::max(0, popCount(pieces) - initial);
    };
    const Bitboard bishops = pos.pieces(c, Bishop);
    return beyond(pos.pieces(c, Queen), 1) + beyond(pos.pieces(c, Rook), 2) +
           beyond(pos.pieces(c, Knight), 2) + beyond(bishops & kDarkSquares, 1) +
           beyond(bishops & ~kDarkSquares, 1);
}

std::string materialReason(const Position& pos, Color c) {
    const int pieces = popCount(pos.pieces(c));
    if (pieces > kMaxPiecesPerSide)
        return fmt::format("{} has {} pieces; a side has at most {}", sideName(c), pieces,
                           kMaxPiecesPerSide);
    const int pawns = popCount(pos.pieces(c, Pawn));
    if (pawns > kMaxPawnsPerSide)
        return fmt::format("{} has {} pawns; a side has at most {}", sideName(c), pawns,
                           kMaxPawnsPerSide);
    const int promoted = promotedAtLeast(pos, c);
    const int missing = kMaxPawnsPerSide - pawns;
    if (promoted > missing)
        return fmt::format(
            "{} has {} {} beyond the initial set (1 queen, 2 rooks, 2 knights, 1 bishop per "
            "square colour) but {} missing",
            sideName(c), promoted, promoted == 1 ? "piece" : "pieces",
            missing == 0   ? std::string("no pawn")
            : missing == 1 ? std::string("only 1 pawn")
                           : fmt::format("only {} pawns", missing));
    return {};
}

}  // namespace

std::string unreachableReason(const Position& pos) {
    for (Color c : {White, Black}) {
        const int kings = popCount(pos.pieces(c, King));
        if (kings != 1) return fmt::format("{} has {} kings instead of 1", sideName(c), kings);
    }
    if (const Bitboard pawns = pos.pieces(Pawn) & (rankBits(0) | rankBits(7)))
        return "a pawn stands on " + squareName(lowestSquare(pawns));
    for (Color c : {White, Black})
        if (std::string reason = materialReason(pos, c); !reason.empty()) return reason;
    const Color us = pos.sideToMove();
    if (pos.isAttacked(pos.kingSquare(~us), us, pos.occupied()))
        return "the side not to move is in check";
    if (popCount(pos.attackersTo(pos.kingSquare(us), pos.occupied()) & pos.pieces(~us)) > 2)
        return "the king is attacked by more than 2 pieces";
    return {};
}

}  // namespace lt::chess
