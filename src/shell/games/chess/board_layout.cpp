#include "games/chess/board_layout.h"

#include <algorithm>
#include <cmath>

namespace lt::shell::chess {

using lt::chess::fileOf;
using lt::chess::rankOf;

BoardLayout BoardLayout::forSize(QSize size, bool flipped) {
    BoardLayout layout;
    layout.flipped = flipped;
    const double pad = 8;
    // The frame is the board plus a rim of 0.45 squares each side (room for coordinates); the
    // panel wants about three squares.
    const double byHeight = (size.height() - 2 * pad) / 8.9;
    const double byWidth = (size.width() - 3 * pad) / (8.9 + 3.2);
    layout.square = std::max(8.0, std::floor(std::min(byHeight, byWidth)));
    const double rim = layout.square * 0.45;
    const double side = layout.square * 8 + 2 * rim;
    const double panelWidth = std::max(layout.square * 3.2, size.width() - side - 3 * pad);
    const double left = std::max(pad, (size.width() - side - panelWidth - pad) / 2);
    const double top = std::max(pad, (size.height() - side) / 2);
    layout.frame = QRectF(left, top, side, side);
    layout.squares = layout.frame.adjusted(rim, rim, -rim, -rim);
    layout.panel =
        QRectF(layout.frame.right() + pad, top, std::min(panelWidth, layout.square * 3.4), side);
    return layout;
}

QRectF BoardLayout::squareRect(Square s) const {
    const int column = flipped ? 7 - fileOf(s) : fileOf(s);
    const int row = flipped ? rankOf(s) : 7 - rankOf(s);
    return QRectF(squares.left() + column * square, squares.top() + row * square, square, square);
}

std::optional<Square> BoardLayout::squareAt(QPointF point) const {
    if (!squares.contains(point)) return std::nullopt;
    const int column = std::clamp(int((point.x() - squares.left()) / square), 0, 7);
    const int row = std::clamp(int((point.y() - squares.top()) / square), 0, 7);
    const int file = flipped ? 7 - column : column;
    const int rank = flipped ? row : 7 - row;
    return lt::chess::makeSquare(file, rank);
}

QRectF BoardLayout::promotionCell(Square to, int index) const {
    const QRectF first = squareRect(to);
    const bool atTop = first.top() < squares.center().y();
    return first.translated(0, (atTop ? 1 : -1) * index * square);
}

QRectF BoardLayout::playerBox(bool bottom) const {
    // Compact cards level with the top and bottom edges of the board, like the clocks of a
    // tournament board; captured pieces wrap inside them.
    const double height = std::min(panel.height() / 2, square * 1.9);
    return QRectF(panel.left(), bottom ? panel.bottom() - height : panel.top(), panel.width(),
                  height);
}

}  // namespace lt::shell::chess
