#include "games/crazy_eights/table_layout.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace lt::shell::crazy_eights {
namespace {

// Angles (degrees, 0 = right, 90 = top) of the other players, in playing order.
std::vector<double> otherSeatAngles(int others) {
    switch (others) {
        case 1:
            return {90};
        case 2:
            return {150, 30};
        case 3:
            return {180, 90, 0};
        default:
            return {180, 125, 55, 0};
    }
}

}  // namespace

TableLayout layoutTable(const QSizeF& size, int numPlayers, PlayerId bottomSeat, qreal cardAspect,
                        const QSizeF& button) {
    TableLayout t;
    t.size = size;
    const qreal w = size.width();
    const qreal h = size.height();
    const qreal inset = std::min(w, h) * 0.012;
    t.edge = QRectF(QPointF(0, 0), size).adjusted(inset, inset, -inset, -inset);
    const qreal cardH = std::max(30.0, std::min(h * 0.2, w * 0.085 * cardAspect));
    t.card = QSizeF(cardH / cardAspect, cardH);
    t.smallCard = t.card * 0.62;
    t.centre = QPointF(w / 2, h * 0.45);

    const qreal gap = t.card.width() * 0.35;
    t.stock = t.cardAt(t.centre - QPointF(t.card.width() / 2 + gap, 0), false);
    t.discard = t.cardAt(t.centre + QPointF(t.card.width() / 2 + gap * 0.6, 0), false);
    t.suitBadgeRadius = t.card.width() * 0.3;
    t.suitBadge = QPointF(t.discard.right() + gap + t.suitBadgeRadius * 1.6, t.centre.y());
    const qreal ringW = (t.suitBadge.x() + t.suitBadgeRadius * 2.2 - t.centre.x()) * 2;
    const qreal ringH = t.card.height() * 1.75;
    t.directionRing = QRectF(t.centre.x() - ringW / 2, t.centre.y() - ringH / 2, ringW, ringH);

    const qreal margin = std::max(6.0, h * 0.025);
    // The bottom row (the hand, its plate, the buttons) keeps off the edge's line, card
    // shadows included (they lay across it on a 1024 × 600 screen).
    const qreal baseline = t.edge.bottom() - std::max(6.0, h * 0.02) - t.card.width() * 0.035;
    const qreal buttonW = std::max(std::clamp(w * 0.12, 90.0, 170.0), button.width());
    t.buttonHeight = std::max(std::min(44.0, (t.card.height() - 2 * kButtonGap) / kTableButtons),
                              button.height());
    const qreal column = kTableButtons * t.buttonHeight + (kTableButtons - 1) * kButtonGap;
    t.buttons = QRectF(t.edge.right() - margin - buttonW, baseline - column, buttonW, column);
    const qreal handWidth = std::min(w * 0.56, 2 * (t.buttons.left() - margin - w / 2));
    t.handArea =
        QRectF(w / 2 - handWidth / 2, baseline - t.card.height(), handWidth, t.card.height());

    const qreal plateW = std::clamp(w * 0.17, 130.0, 230.0);
    const qreal plateH = std::clamp(h * 0.075, 40.0, 62.0);
    t.seats.resize(numPlayers);
    if (numPlayers <= 0) return t;
    const int bottom = std::clamp<int>(bottomSeat, 0, numPlayers - 1);
    SeatSpot& me = t.seats[bottom];
    me.bottom = true;
    me.handCentre = t.handArea.center();
    me.plate = QRectF(margin, baseline - plateH, plateW, plateH);

    const auto angles = otherSeatAngles(numPlayers - 1);
    const qreal rx = w / 2 - t.smallCard.width() * 2.3;
    const qreal ry = h * 0.45 - margin - t.smallCard.height() / 2;
    for (int i = 0; i < numPlayers - 1; ++i) {
        const double radians = angles[i] * std::numbers::pi / 180;
        SeatSpot& spot = t.seats[(bottom + 1 + i) % numPlayers];
        spot.handCentre =
            QPointF(t.centre.x() + rx * std::cos(radians), t.centre.y() - ry * std::sin(radians));
        // Side seats sit a little higher, away from the viewer's hand.
        if (std::abs(std::cos(radians)) > 0.9) spot.handCentre.ry() -= h * 0.06;
        spot.plate = QRectF(spot.handCentre.x() - plateW / 2,
                            spot.handCentre.y() + t.smallCard.height() / 2 + 4, plateW, plateH);
    }
    return t;
}

QRectF TableLayout::cardAt(QPointF point, bool small) const {
    const QSizeF s = small ? smallCard : card;
    return QRectF(point.x() - s.width() / 2, point.y() - s.height() / 2, s.width(), s.height());
}

std::vector<QRectF> TableLayout::handCards(int count) const {
    std::vector<QRectF> rects;
    if (count <= 0) return rects;
    const qreal step =
        count == 1 ? 0
                   : std::min(card.width() * 1.06, (handArea.width() - card.width()) / (count - 1));
    const qreal total = card.width() + step * (count - 1);
    qreal x = handArea.center().x() - total / 2;
    for (int i = 0; i < count; ++i, x += step) {
        // A gentle arc: the middle cards sit a little higher, as in a held fan.
        const qreal offset = count == 1 ? 0 : (2.0 * i / (count - 1) - 1);
        const qreal lift = card.height() * 0.06 * (1 - offset * offset);
        rects.emplace_back(x, handArea.top() - lift, card.width(), card.height());
    }
    return rects;
}

std::vector<QRectF> TableLayout::fanCards(PlayerId seat, int count) const {
    std::vector<QRectF> rects;
    if (count <= 0 || seat < 0 || seat >= static_cast<PlayerId>(seats.size())) return rects;
    const QPointF centre = seats[seat].handCentre;
    const qreal maxWidth = smallCard.width() * 3.6;
    const qreal step = count == 1 ? 0
                                  : std::min(smallCard.width() * 0.3,
                                             (maxWidth - smallCard.width()) / (count - 1));
    const qreal total = smallCard.width() + step * (count - 1);
    for (int i = 0; i < count; ++i)
        rects.emplace_back(centre.x() - total / 2 + step * i, centre.y() - smallCard.height() / 2,
                           smallCard.width(), smallCard.height());
    return rects;
}

}  // namespace lt::shell::crazy_eights
