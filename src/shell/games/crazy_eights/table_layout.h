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
    QRectF edge;       // the line drawn round the cloth; nothing lies across it
    QSizeF card;       // the viewer's cards and the piles
    QSizeF smallCard;  // the other players' cards
    QPointF centre;
    QRectF stock;
    QRectF discard;
    QPointF suitBadge;
    qreal suitBadgeRadius = 0;
    QRectF directionRing;         // the ellipse the direction arrows run on
    QRectF handArea;              // the viewer's hand (unraised)
    QRectF buttons;               // the action buttons' column, from the bottom up
    qreal buttonHeight = 0;       // one button's, and the gap between two
    std::vector<SeatSpot> seats;  // by seat number

    // The rectangles of a bottom hand of `count` cards, left to right, unraised.
    std::vector<QRectF> handCards(int count) const;
    // The rectangles of another player's fan of `count` cards.
    std::vector<QRectF> fanCards(PlayerId seat, int count) const;
    // A card-sized rectangle centred on `point`.
    QRectF cardAt(QPointF point, bool small) const;
};

inline constexpr int kTableButtons = 3;  // Play, Draw, Pass
inline constexpr qreal kButtonGap = 6;

// `bottomSeat` sits at the bottom; the others follow clockwise: left, top, right. The action
// buttons are `button` wide and high at least (what their texts need in the language shown),
// as high as the viewer's cards otherwise, and stand right of the hand, which gives way to
// them.
TableLayout layoutTable(const QSizeF& size, int numPlayers, PlayerId bottomSeat, qreal cardAspect,
                        const QSizeF& button = {});

}  // namespace lt::shell::crazy_eights
