#include "games/battaglia_corsa/moves.h"

namespace lt::battaglia_corsa {
namespace {

// Disjoint ranges, so that any code names one kind of move.
constexpr Move kTurn = 1;
constexpr Move kTake = 2;
constexpr Move kRevealBase = 100;     // + card (0..51)
constexpr Move kSlapBase = 1000000;   // + turned * 100000 + stamp
constexpr Move kStampRange = 100000;  // kMaxStampMs + 1

}  // namespace

Move turnMove() {
    return kTurn;
}

Move takeMove() {
    return kTake;
}

Move revealMove(int card) {
    return kRevealBase + static_cast<Move>(card);
}

Move slapMove(int turned, int stampMs) {
    return kSlapBase + static_cast<Move>(turned) * kStampRange + static_cast<Move>(stampMs);
}

MoveKind kindOf(Move move) {
    if (move == kTurn) return MoveKind::Turn;
    if (move == kTake) return MoveKind::Take;
    if (move >= kRevealBase && move < kRevealBase + 52) return MoveKind::Reveal;
    if (move >= kSlapBase + kStampRange) return MoveKind::Slap;
    return MoveKind::Invalid;
}

int revealedCard(Move move) {
    return static_cast<int>(move - kRevealBase);
}

int slapTurned(Move move) {
    return static_cast<int>((move - kSlapBase) / kStampRange);
}

int slapStamp(Move move) {
    return static_cast<int>((move - kSlapBase) % kStampRange);
}

}  // namespace lt::battaglia_corsa
