// The board and the pieces, drawn as vectors at whatever size the window gives.
#pragma once

#include <QColor>
#include <QPainter>

#include "games/draughts/layout.h"

namespace lt::shell::draughts {

// The frame and the squares.
void paintBoard(QPainter& painter, const DraughtsLayout& layout);
// The numbers 1..50 in the corner of the playing squares, on small tags that stay readable
// over the pieces.
void paintSquareNumbers(QPainter& painter, const DraughtsLayout& layout);

// One piece centred on `centre` with diameter `size`: a man is a turned disc with a rim and
// grooves; a king is two stacked discs with a gold crown on top.
void paintPiece(QPainter& painter, QPointF centre, double size, const QColor& colour, bool king);

}  // namespace lt::shell::draughts
