// Where everything of the Sequence for Kids table goes at a given widget size: the 6 x 7 board
// on top, and along the bottom the hand (big cards), the draw pile and one plate per player.
#pragma once

#include <QRectF>
#include <QSizeF>
#include <optional>
#include <vector>

#include "games/sequence_kids/board.h"

namespace lt::shell::sequence_kids {

using lt::sequence_kids::Cell;

struct BoardLayout {
    QRectF frame;  // the board with its border
    QRectF grid;   // the 6 x 7 spaces
    double cell = 0;
    QRectF strip;  // the bottom strip
    QRectF drawPile;
    std::vector<QRectF> plates;  // one per seat
    QSizeF card;                 // a hand card
    QPointF handOrigin;          // top left of the first hand card

    QRectF cellRect(Cell cell) const;
    std::optional<Cell> cellAt(QPointF point) const;
    // The cards of a hand of `count`, left to right.
    std::vector<QRectF> handCards(int count) const;
};

BoardLayout layoutBoard(QSizeF size, int players);

}  // namespace lt::shell::sequence_kids
