#include "moves.h"

namespace lt::flags_urla {
namespace {

// Disjoint ranges, so that any code names one kind of move.
constexpr Move kDealBase = 0;  // + card (0..47)
constexpr Move kNext = 100;
constexpr Move kSayBase = 200;  // + card
constexpr Move kSayNothing = 299;
constexpr Move kTieBase = 300;  // + 6 * first + second
constexpr Move kCards = 48;

}  // namespace

Move dealMove(int card) {
    return kDealBase + static_cast<Move>(card);
}

Move nextMove() {
    return kNext;
}

Move sayMove(int card) {
    return kSayBase + static_cast<Move>(card);
}

Move sayNothingMove() {
    return kSayNothing;
}

Move tieRollMove(flags::Symbol first, flags::Symbol second) {
    return kTieBase + static_cast<Move>(6 * static_cast<int>(first) + static_cast<int>(second));
}

MoveKind kindOf(Move move) {
    if (move < kDealBase + kCards) return MoveKind::Deal;
    if (move == kNext) return MoveKind::Next;
    if (move >= kSayBase && move < kSayBase + kCards) return MoveKind::Say;
    if (move == kSayNothing) return MoveKind::SayNothing;
    if (move >= kTieBase && move < kTieBase + 36) return MoveKind::TieRoll;
    return MoveKind::Invalid;
}

int dealtCard(Move move) {
    return static_cast<int>(move - kDealBase);
}

int saidCard(Move move) {
    return static_cast<int>(move - kSayBase);
}

flags::Symbol tieFirst(Move move) {
    return static_cast<flags::Symbol>((move - kTieBase) / 6);
}

flags::Symbol tieSecond(Move move) {
    return static_cast<flags::Symbol>((move - kTieBase) % 6);
}

}  // namespace lt::flags_urla
