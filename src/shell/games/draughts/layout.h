// Where the 10x10 board and its fifty playing squares sit in the widget, either way up.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSize>
#include <optional>

namespace lt::shell::draughts {

struct DraughtsLayout {
    QRectF frame;  // the wooden border around the squares
    QRectF board;  // the 10x10 squares
    double cell = 0;
    bool flipped = false;  // Black's side at the bottom

    static DraughtsLayout forSize(QSize size, bool flipped);

    // Row and column on screen (0..9 from the top left) of a square 1..50.
    int row(int square) const;
    int column(int square) const;
    QRectF squareRect(int square) const;
    QPointF centre(int square) const { return squareRect(square).center(); }
    // The playing square under a point, if any (light squares are not playing squares).
    std::optional<int> squareAt(QPointF point) const;
};

}  // namespace lt::shell::draughts
