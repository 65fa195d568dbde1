#include "games/kems/moves.h"

namespace lt::kems {
namespace {

// Disjoint ranges, so that any code names one kind of move. A claim is
// kClaimBase + kind * 10^12 + argument * 10^6 + stamp.
constexpr Move kDealerBase = 10;
constexpr Move kRefresh = 20;
constexpr Move kDealBase = 100;
constexpr Move kLayBase = 200;
constexpr Move kSignalBase = 300;
constexpr Move kClaimBase = 100000000000000;
constexpr Move kKindUnit = 1000000000000;
constexpr Move kArgumentUnit = 1000000;

enum ClaimKind : Move { kSwap = 1, kGesture, kDone, kKems, kDouble, kCounter };

Move claim(ClaimKind kind, int argument, int stampMs) {
    return kClaimBase + kind * kKindUnit + static_cast<Move>(argument) * kArgumentUnit +
           static_cast<Move>(stampMs);
}

}  // namespace

Move dealerMove(int seat) {
    return kDealerBase + static_cast<Move>(seat);
}
Move dealMove(int cardCode) {
    return kDealBase + static_cast<Move>(cardCode);
}
Move layMove(int cardCode) {
    return kLayBase + static_cast<Move>(cardCode);
}
Move refreshMove() {
    return kRefresh;
}
Move signalMove(int gesture) {
    return kSignalBase + static_cast<Move>(gesture);
}
Move swapMove(PlayerId seat, int marketSlot, int handSlot, int takenCard, int stampMs) {
    return claim(kSwap, takenCard * 64 + seat * 16 + marketSlot * 4 + handSlot, stampMs);
}
Move gestureMove(int gesture, int stampMs) {
    return claim(kGesture, gesture, stampMs);
}
Move doneMove(int stampMs) {
    return claim(kDone, 0, stampMs);
}
Move kemsMove(int stampMs) {
    return claim(kKems, 0, stampMs);
}
Move doubleKemsMove(int stampMs) {
    return claim(kDouble, 0, stampMs);
}
Move counterMove(int gesture, int stampMs) {
    return claim(kCounter, gesture, stampMs);
}

bool isClaim(Move move) {
    return move >= kClaimBase + kSwap * kKindUnit && move < kClaimBase + (kCounter + 1) * kKindUnit;
}

MoveKind kindOf(Move move) {
    if (move >= kDealerBase && move < kDealerBase + 4) return MoveKind::Dealer;
    if (move == kRefresh) return MoveKind::Refresh;
    if (move >= kDealBase && move < kDealBase + 52) return MoveKind::Deal;
    if (move >= kLayBase && move < kLayBase + 52) return MoveKind::Lay;
    if (move >= kSignalBase && move < kSignalBase + 8) return MoveKind::Signal;
    if (!isClaim(move)) return MoveKind::Invalid;
    const int argument = argumentOf(move);
    switch ((move - kClaimBase) / kKindUnit) {
        case kSwap:
            return argument < 52 * 64 ? MoveKind::Swap : MoveKind::Invalid;
        case kGesture:
            return argument < 8 ? MoveKind::Gesture : MoveKind::Invalid;
        case kDone:
            return argument == 0 ? MoveKind::Done : MoveKind::Invalid;
        case kKems:
            return argument == 0 ? MoveKind::Kems : MoveKind::Invalid;
        case kDouble:
            return argument == 0 ? MoveKind::DoubleKems : MoveKind::Invalid;
        case kCounter:
            return argument < 8 ? MoveKind::Counter : MoveKind::Invalid;
        default:
            return MoveKind::Invalid;
    }
}

int argumentOf(Move move) {
    if (isClaim(move)) return static_cast<int>((move - kClaimBase) % kKindUnit / kArgumentUnit);
    switch (kindOf(move)) {
        case MoveKind::Dealer:
            return static_cast<int>(move - kDealerBase);
        case MoveKind::Deal:
            return static_cast<int>(move - kDealBase);
        case MoveKind::Lay:
            return static_cast<int>(move - kLayBase);
        case MoveKind::Signal:
            return static_cast<int>(move - kSignalBase);
        default:
            return 0;
    }
}

PlayerId swapperOf(Move move) {
    return argumentOf(move) % 64 / 16;
}
int takenCardOf(Move move) {
    return argumentOf(move) / 64;
}
int marketSlotOf(Move move) {
    return argumentOf(move) / 4 % 4;
}
int handSlotOf(Move move) {
    return argumentOf(move) % 4;
}
int stampOf(Move move) {
    return isClaim(move) ? static_cast<int>(move % kArgumentUnit) : 0;
}

}  // namespace lt::kems
