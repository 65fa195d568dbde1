// The animations of the trick table, planned from the scenes before and after a move: a card
// dealt flies from the deck in the middle to its player, face down unless it goes to the hand
// shown face up at the bottom; a card played flies from its player to its place in the trick;
// a trick completed stays on view for a pause, then its cards go to the winner. Times are
// milliseconds at pace 1, scaled by the pace; at pace 0 nothing is animated.
#pragma once

#include <QRectF>
#include <optional>
#include <vector>

#include "games/trick_table/table_geometry.h"
#include "games/trick_table/trick_scene.h"

namespace lt::shell::trick_table {

inline constexpr int kDealFlightMs = 60;
inline constexpr int kPlayFlightMs = 320;
inline constexpr int kTrickPauseMs = 900;
inline constexpr int kCollectFlightMs = 420;

struct CardFlight {
    Card card;
    bool faceUp = false;
    QRectF from, to;
    int startMs = 0, endMs = 0;
};

struct TrickAnimation {
    std::vector<CardFlight> flights;
    int durationMs = 0;  // 0: nothing to animate
    // The trick drawn in the middle: `trickBefore` until `landMs` (the card played is still
    // flying), then `trickAfter` until `collectMs` (a completed trick on view), then none.
    cards::Trick trickBefore, trickAfter;
    int landMs = 0, collectMs = 0;
    bool trickCompleted = false;
    // The place in the bottom hand of a card dealt to it, left empty until the card lands.
    std::optional<int> arrivingIndex;

    // The trick in the middle `ms` into the animation (nullptr: none).
    const cards::Trick* trickAt(int ms) const;
    // Where each flight is `ms` into the animation: the flights in the air, each with its
    // rectangle (a card that has not left yet or has landed is not in the air).
    std::vector<std::pair<const CardFlight*, QRectF>> inTheAir(int ms) const;
};

// What the move from `before` to `after` shows on `t`: `played` is the card of the move when
// it is a card played; the bottom seat's hand is face up or not as `bottomFaceUp` says.
TrickAnimation planAnimation(const TrickScene& before, const TrickScene& after,
                             std::optional<Card> played, const TableGeometry& t,
                             PlayerId bottomSeat, bool bottomFaceUp, double pace);

}  // namespace lt::shell::trick_table
