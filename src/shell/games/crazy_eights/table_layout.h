// Where everything sits on the Crazy Eights table for a given widget size: the viewer's hand
// along the bottom, the other players around the table in playing order (clockwise on
// screen), the stock and the discard pile in the middle.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <vector>

#include "framework/types.h"

namespace lt::shell::crazy_eights {

struct SeatSpot {
    QPointF handCentre;   // centre of the face-down fan (other players)
    QRectF plate;         // name, card count, key
    bool bottom = false;  // the viewer's own place
};

struct TableLayout {
    QSizeF size;
    QSizeF card;       // the viewer's cards and the piles
    QSizeF smallCard;  // the other players' cards
    QPointF centre;
    QRectF stock;
    QRectF discard;
    QPointF suitBadge;
    qreal suitBadgeRadius = 0;
    QRectF directionRing;         // the ellipse the direction arrows run on
    QRectF handArea;              // the viewer's hand (unraised)
    QRectF buttons;               // the action buttons' column
    std::vector<SeatSpot> seats;  // by seat number

    // The rectangles of a bottom hand of `count` cards, left to right, unraised.
    std::vector<QRectF> handCards(int count) const;
    // The rectangles of another player's fan of `count` cards.
    std::vector<QRectF> fanCards(PlayerId seat, int count) const;
    // A card-sized rectangle centred on `point`.
    QRectF cardAt(QPointF point, bool small) const;
};

// `bottomSeat` sits at the bottom; the others follow clockwise: left, top, right.
TableLayout layoutTable(const QSizeF& size, int numPlayers, PlayerId bottomSeat, qreal cardAspect);

}  // namespace lt::shell::crazy_eights
