#include "games/trick_table/trick_animation.h"

#include <QEasingCurve>
#include <algorithm>
#include <cmath>

namespace lt::shell::trick_table {
namespace {

QRectF cardAt(QPointF centre, QSizeF size) {
    return QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size);
}

QRectF between(const QRectF& a, const QRectF& b, qreal f) {
    return QRectF(a.topLeft() + (b.topLeft() - a.topLeft()) * f,
                  a.size() + (b.size() - a.size()) * f);
}

int scaled(int ms, double pace) {
    return static_cast<int>(std::lround(ms * pace));
}

// Where a card of the bottom hand lies in a hand of `hand`, or nullopt if not in it.
std::optional<int> indexIn(const std::vector<Card>& hand, Card card) {
    const auto it = std::find(hand.begin(), hand.end(), card);
    if (it == hand.end()) return std::nullopt;
    return static_cast<int>(it - hand.begin());
}

// The card a seat's plate sends or receives: a trick-sized card on the plate.
QRectF plateCard(const TableGeometry& t, PlayerId seat) {
    return cardAt(t.plates[seat].center(), t.trickCard * 0.7);
}

}  // namespace

const cards::Trick* TrickAnimation::trickAt(int ms) const {
    if (ms < landMs) return &trickBefore;
    if (ms < collectMs) return &trickAfter;
    return nullptr;
}

std::vector<std::pair<const CardFlight*, QRectF>> TrickAnimation::inTheAir(int ms) const {
    std::vector<std::pair<const CardFlight*, QRectF>> air;
    const QEasingCurve ease(QEasingCurve::InOutCubic);
    for (const CardFlight& flight : flights) {
        if (ms < flight.startMs || ms >= flight.endMs) continue;
        const qreal local =
            static_cast<qreal>(ms - flight.startMs) / std::max(1, flight.endMs - flight.startMs);
        const qreal eased = ease.valueForProgress(local);
        QRectF r = between(flight.from, flight.to, eased);
        // A little lift in mid-flight.
        const qreal lift = std::sin(eased * 3.14159) * 0.08;
        r.adjust(-r.width() * lift / 2, -r.height() * lift / 2, r.width() * lift / 2,
                 r.height() * lift / 2);
        air.emplace_back(&flight, r);
    }
    return air;
}

TrickAnimation planAnimation(const TrickScene& before, const TrickScene& after,
                             std::optional<Card> played, const TableGeometry& t,
                             PlayerId bottomSeat, bool bottomFaceUp, double pace) {
    TrickAnimation a;
    if (pace <= 0 || before.numPlayers != after.numPlayers ||
        static_cast<int>(t.plates.size()) != before.numPlayers)
        return a;
    const int n = before.numPlayers;
    if (played && before.toMove >= 0 && before.toMove < n && before.playingCards) {
        // A card played: from its player's hand to its place in the trick.
        const PlayerId seat = before.toMove;
        QRectF from = plateCard(t, seat);
        if (seat == bottomSeat) {
            const auto& hand = before.hands.at(seat);
            const auto rects = t.handCards(static_cast<int>(hand.size()));
            const auto index = bottomFaceUp ? indexIn(hand, *played) : std::nullopt;
            from = index ? rects[static_cast<std::size_t>(*index)]
                         : cardAt(t.handArea.center(), t.card);
        }
        const int land = scaled(kPlayFlightMs, pace);
        a.flights.push_back(
            {*played, true, from, cardAt(t.trickPlaces[seat], t.trickCard), 0, land});
        a.trickBefore = before.trick;
        a.trickAfter = before.trick;
        a.trickAfter.plays.push_back({seat, *played});
        a.landMs = land;
        a.collectMs = land;
        a.durationMs = land;
        if (a.trickAfter.size() == n) {
            // The trick is complete: on view for a pause, then to the winner.
            a.trickCompleted = true;
            a.collectMs = land + scaled(kTrickPauseMs, pace);
            a.durationMs = a.collectMs + scaled(kCollectFlightMs, pace);
            const PlayerId winner = cards::currentWinner(a.trickAfter, before.trump).seat;
            for (const cards::PlayedCard& play : a.trickAfter.plays)
                a.flights.push_back({play.card, true, cardAt(t.trickPlaces[play.seat], t.trickCard),
                                     plateCard(t, winner), a.collectMs, a.durationMs});
        }
        return a;
    }
    if (before.toMove >= 0 || before.playingCards) return a;
    // A card dealt: the hand that has one more card receives it from the deck.
    for (PlayerId seat = 0; seat < n; ++seat) {
        if (after.handCounts.at(seat) != before.handCounts.at(seat) + 1) continue;
        const QRectF deck = cardAt(t.trickCentre, t.trickCard);
        Card card;
        bool faceUp = false;
        QRectF to = plateCard(t, seat);
        if (seat == bottomSeat) {
            // Face up, the new card flies to its place in the sorted hand; face down, to the end.
            const auto& hand = after.hands.at(seat);
            const int count =
                bottomFaceUp ? static_cast<int>(hand.size()) : after.handCounts.at(seat);
            const auto rects = t.handCards(count);
            int index = count - 1;
            for (Card c : hand)
                if (bottomFaceUp && !indexIn(before.hands.at(seat), c)) {
                    card = c;
                    faceUp = true;
                    index = *indexIn(hand, c);
                }
            if (index < 0 || index >= static_cast<int>(rects.size())) return a;
            to = rects[static_cast<std::size_t>(index)];
            a.arrivingIndex = index;
        }
        a.durationMs = scaled(kDealFlightMs, pace);
        a.flights.push_back({card, faceUp, deck, to, 0, a.durationMs});
        a.trickBefore = a.trickAfter = after.trick;
        a.landMs = a.collectMs = a.durationMs;
        return a;
    }
    return a;
}

}  // namespace lt::shell::trick_table
