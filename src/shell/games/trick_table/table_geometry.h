// Where everything sits on a trick-taking table (Oh Hell, Barbu, Whistiti) for a given widget
// size: the game's panel on the right (Oh Hell and Whistiti: the trump card and the players'
// tricks; Barbu: the contract and the score sheet), the viewer's hand fanned along the bottom,
// the other players' plates on the left, across the top and on the right in playing order
// (clockwise on screen), the trick in the middle with each card pushed towards the player who
// played it, and a row of choices (a bid pad, the contracts) above the hand.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <vector>

#include "framework/types.h"

namespace lt::shell::trick_table {

struct TableGeometry {
    QSizeF size;
    QRectF playArea;    // everything but the score panel
    QRectF panel;       // the score panel on the right
    QRectF panelCard;   // at the top of the panel: the trump card, the contract
    QRectF panelTable;  // under it: the rows of players
    QRectF panelButtons;
    QSizeF card;       // the bottom hand's cards
    QSizeF trickCard;  // the cards of the trick
    QPointF trickCentre;
    QRectF handArea;             // the bottom hand, unraised
    QRectF message;              // the prompt or refusal, beside the bottom plate above the hand
    QRectF choicePad;            // the bid or contract buttons, above the hand
    std::vector<QRectF> plates;  // by seat; the bottom seat's is a line over its hand
    std::vector<QPointF> trickPlaces;  // by seat: the centre of the card it plays to a trick

    // The rectangles of a bottom hand of `count` cards, left to right, unraised.
    std::vector<QRectF> handCards(int count) const;
};

// `bottomSeat` sits at the bottom; the others follow clockwise: left, top, right.
TableGeometry layOutTable(const QSizeF& size, int numPlayers, PlayerId bottomSeat,
                          qreal cardAspect);

}  // namespace lt::shell::trick_table
