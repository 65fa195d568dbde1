// Where everything goes on the chess board widget: the framed board with its coordinate rim
// on the left, and a side panel for the two players (name, captured pieces, material) on the
// right. Knows the orientation: with `flipped`, Black's side is at the bottom.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSize>
#include <optional>

#include "games/chess/types.h"

namespace lt::shell::chess {

using lt::chess::Square;

struct BoardLayout {
    QRectF frame;    // the wooden frame, coordinates printed on it
    QRectF squares;  // the 8x8 playing area
    double square = 0;
    QRectF panel;  // players and captured pieces
    bool flipped = false;

    static BoardLayout forSize(QSize size, bool flipped);

    QRectF squareRect(Square s) const;
    QPointF centre(Square s) const { return squareRect(s).center(); }
    std::optional<Square> squareAt(QPointF point) const;
    // The promotion chooser: four cells in a column starting on the promotion square and
    // running toward the middle of the board; `index` 0..3 = queen, rook, bishop, knight.
    QRectF promotionCell(Square to, int index) const;
    // The half of the panel for the player at the top (false) or bottom (true) of the board.
    QRectF playerBox(bool bottom) const;
};

}  // namespace lt::shell::chess
