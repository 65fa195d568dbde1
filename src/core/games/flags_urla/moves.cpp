#include "games/flags_urla/moves.h"

namespace lt::flags_urla {
namespace {

// Disjoint ranges, so that any code names one kind of move.
constexpr Move kDealBase = 0;  // + card (0..47)
constexpr Move kNext = 100;
constexpr Move kJudge = 200;
constexpr Move kTieBase = 300;  // + 6 * first + second
constexpr Move kCards = 48;
// Answers: + 64 * stamp + card, or + 64 * stamp + kNothing.
constexpr Move kAnswerBase = 1000;
constexpr Move kNothing = 63;

}  // namespace

Move dealMove(int card) {
    return kDealBase + static_cast<Move>(card);
}

Move nextMove() {
    return kNext;
}

Move sayMove(int card, int stampMs) {
    return kAnswerBase + 64 * static_cast<Move>(stampMs) + static_cast<Move>(card);
}

Move sayNothingMove(int stampMs) {
    return kAnswerBase + 64 * static_cast<Move>(stampMs) + kNothing;
}

Move judgeMove() {
    return kJudge;
}

Move tieRollMove(flags::Symbol first, flags::Symbol second) {
    return kTieBase + static_cast<Move>(6 * static_cast<int>(first) + static_cast<int>(second));
}

MoveKind kindOf(Move move) {
    if (move < kDealBase + kCards) return MoveKind::Deal;
    if (move == kNext) return MoveKind::Next;
    if (move == kJudge) return MoveKind::Judge;
    if (move >= kAnswerBase && (move - kAnswerBase) / 64 <= static_cast<Move>(kMaxStampMs)) {
        const Move what = (move - kAnswerBase) % 64;
        if (what < kCards) return MoveKind::Say;
        if (what == kNothing) return MoveKind::SayNothing;
    }
    if (move >= kTieBase && move < kTieBase + 36) return MoveKind::TieRoll;
    return MoveKind::Invalid;
}

int dealtCard(Move move) {
    return static_cast<int>(move - kDealBase);
}

int saidCard(Move move) {
    const Move what = (move - kAnswerBase) % 64;
    return what == kNothing ? -1 : static_cast<int>(what);
}

int stampOf(Move move) {
    return static_cast<int>((move - kAnswerBase) / 64);
}

flags::Symbol tieFirst(Move move) {
    return static_cast<flags::Symbol>((move - kTieBase) / 6);
}

flags::Symbol tieSecond(Move move) {
    return static_cast<flags::Symbol>((move - kTieBase) % 6);
}

}  // namespace lt::flags_urla
