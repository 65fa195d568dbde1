#include "games/flags_trovami/moves.h"

namespace lt::flags_trovami {
namespace {

// Disjoint ranges, so that any code names one kind of move.
constexpr Move kLayoutBase = 0;  // + card (0..47)
constexpr Move kRollBase = 100;  // + 6 * first + second
constexpr Move kLapse = 200;
constexpr Move kGrabBase = 300;  // + slot
constexpr Move kBookBase = 400;  // + seat
constexpr Move kBookNobody = 499;
constexpr Move kMaxSeats = 64;

}  // namespace

Move layoutMove(int card) {
    return kLayoutBase + static_cast<Move>(card);
}

Move rollMove(flags::Symbol first, flags::Symbol second) {
    return kRollBase + static_cast<Move>(6 * static_cast<int>(first) + static_cast<int>(second));
}

Move lapseMove() {
    return kLapse;
}

Move grabMove(int slot) {
    return kGrabBase + static_cast<Move>(slot);
}

Move bookMove(PlayerId holder) {
    return kBookBase + static_cast<Move>(holder);
}

Move bookNobodyMove() {
    return kBookNobody;
}

MoveKind kindOf(Move move) {
    if (move < kLayoutBase + 48) return MoveKind::Layout;
    if (move >= kRollBase && move < kRollBase + 36) return MoveKind::Roll;
    if (move == kLapse) return MoveKind::Lapse;
    if (move >= kGrabBase && move < kGrabBase + kTableSlots) return MoveKind::Grab;
    if (move >= kBookBase && move < kBookBase + kMaxSeats) return MoveKind::Book;
    if (move == kBookNobody) return MoveKind::BookNobody;
    return MoveKind::Invalid;
}

int layoutCard(Move move) {
    return static_cast<int>(move - kLayoutBase);
}

flags::Symbol rollFirst(Move move) {
    return static_cast<flags::Symbol>((move - kRollBase) / 6);
}

flags::Symbol rollSecond(Move move) {
    return static_cast<flags::Symbol>((move - kRollBase) % 6);
}

int grabSlot(Move move) {
    return static_cast<int>(move - kGrabBase);
}

PlayerId bookedHolder(Move move) {
    return static_cast<PlayerId>(move - kBookBase);
}

}  // namespace lt::flags_trovami
