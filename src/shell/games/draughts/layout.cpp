#include "games/draughts/layout.h"

#include <algorithm>
#include <cmath>

namespace lt::shell::draughts {
namespace {

// Squares are numbered from Black's side, five per row; even rows (0, 2, ...) start on the
// second column, so square 1 is the dark square at the top left seen by White.
int bookRow(int square) {
    return (square - 1) / 5;
}
int bookColumn(int square) {
    const int row = bookRow(square), index = (square - 1) % 5;
    return row % 2 == 0 ? 2 * index + 1 : 2 * index;
}

}  // namespace

DraughtsLayout DraughtsLayout::forSize(QSize size, bool flipped) {
    DraughtsLayout layout;
    const double side = std::max(10.0, std::min(size.width(), size.height()) * 0.96);
    const double border = side * 0.035;
    layout.frame = QRectF((size.width() - side) / 2, (size.height() - side) / 2, side, side);
    layout.board = layout.frame.adjusted(border, border, -border, -border);
    layout.cell = layout.board.width() / 10;
    layout.flipped = flipped;
    return layout;
}

int DraughtsLayout::row(int square) const {
    return flipped ? 9 - bookRow(square) : bookRow(square);
}

int DraughtsLayout::column(int square) const {
    return flipped ? 9 - bookColumn(square) : bookColumn(square);
}

QRectF DraughtsLayout::squareRect(int square) const {
    return QRectF(board.left() + column(square) * cell, board.top() + row(square) * cell, cell,
                  cell);
}

std::optional<int> DraughtsLayout::squareAt(QPointF point) const {
    if (!board.contains(point) || cell <= 0) return std::nullopt;
    int col = std::clamp(static_cast<int>((point.x() - board.left()) / cell), 0, 9);
    int r = std::clamp(static_cast<int>((point.y() - board.top()) / cell), 0, 9);
    if (flipped) {
        col = 9 - col;
        r = 9 - r;
    }
    // Dark squares: odd columns on even rows, even columns on odd rows.
    if ((r + col) % 2 == 0) return std::nullopt;
    return r * 5 + col / 2 + 1;
}

}  // namespace lt::shell::draughts
