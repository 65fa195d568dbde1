#include "games/rectangle_race/moves.h"

#include "games/rectangle_race/components.h"

namespace lt::rectangle_race {
namespace {

// Disjoint ranges, so that any code names one kind of move.
constexpr Move kDealBase = 100;      // + card (1..35)
constexpr Move kRevealBase = 200;    // + deck card (0..35)
constexpr Move kDropBase = 1000000;  // + place * 100000 + stamp

}  // namespace

Move dealMove(int card) {
    return kDealBase + static_cast<Move>(card);
}

Move revealMove(int deckCard) {
    return kRevealBase + static_cast<Move>(deckCard);
}

Move dropMove(int place, int stampMs) {
    return kDropBase + static_cast<Move>(place) * 100000 + static_cast<Move>(stampMs);
}

MoveKind kindOf(Move move) {
    if (move > kDealBase && move <= kDealBase + kCards) return MoveKind::Deal;
    if (move >= kRevealBase && move <= kRevealBase + kCards) return MoveKind::Reveal;
    if (move >= kDropBase && move < kDropBase + static_cast<Move>(kCells) * 100000)
        return MoveKind::Drop;
    return MoveKind::Invalid;
}

int dealtCard(Move move) {
    return static_cast<int>(move - kDealBase);
}

int revealDeckCard(Move move) {
    return static_cast<int>(move - kRevealBase);
}

int dropPlace(Move move) {
    return static_cast<int>((move - kDropBase) / 100000);
}

int dropStamp(Move move) {
    return static_cast<int>((move - kDropBase) % 100000);
}

}  // namespace lt::rectangle_race
