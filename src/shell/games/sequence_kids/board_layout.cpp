#include "board_layout.h"

#include <algorithm>

namespace lt::shell::sequence_kids {

using lt::sequence_kids::cellAt;
using lt::sequence_kids::columnOf;
using lt::sequence_kids::kColumns;
using lt::sequence_kids::kRows;
using lt::sequence_kids::rowOf;

QRectF BoardLayout::cellRect(Cell c) const {
    return {grid.left() + columnOf(c) * cell, grid.top() + rowOf(c) * cell, cell, cell};
}

std::optional<Cell> BoardLayout::cellAt(QPointF point) const {
    if (!grid.contains(point)) return std::nullopt;
    const int column = std::clamp(int((point.x() - grid.left()) / cell), 0, kColumns - 1);
    const int row = std::clamp(int((point.y() - grid.top()) / cell), 0, kRows - 1);
    return lt::sequence_kids::cellAt(row, column);
}

std::vector<QRectF> BoardLayout::handCards(int count) const {
    std::vector<QRectF> rects;
    const double gap = card.width() * 0.12;
    for (int i = 0; i < count; ++i)
        rects.emplace_back(handOrigin + QPointF(i * (card.width() + gap), 0), card);
    return rects;
}

BoardLayout layoutBoard(QSizeF size, int players) {
    BoardLayout t;
    const double margin = std::max(4.0, std::min(size.width(), size.height()) * 0.015);
    const double stripHeight = std::clamp(size.height() * 0.25, 70.0, 190.0);
    const double border = std::max(4.0, std::min(size.width(), size.height()) * 0.02);
    const double gridWidth = size.width() - 2 * margin - 2 * border;
    const double gridHeight = size.height() - stripHeight - 3 * margin - 2 * border;
    t.cell = std::max(4.0, std::min(gridWidth / kColumns, gridHeight / kRows));
    const QSizeF gridSize(t.cell * kColumns, t.cell * kRows);
    t.grid = QRectF(QPointF((size.width() - gridSize.width()) / 2, margin + border), gridSize);
    t.frame = t.grid.adjusted(-border, -border, border, border);

    t.strip = QRectF(margin, size.height() - stripHeight - margin, size.width() - 2 * margin,
                     stripHeight);
    const double cardHeight = stripHeight * 0.86;
    t.card = QSizeF(cardHeight * 0.74, cardHeight);
    const double handWidth = 3 * t.card.width() + 2 * t.card.width() * 0.12;
    // The hand under the board's left half, the draw pile beside it, the plates on the right.
    const double handLeft = std::max(t.strip.left(), t.frame.left());
    t.handOrigin = QPointF(handLeft, t.strip.center().y() - cardHeight / 2);
    t.drawPile = QRectF(QPointF(handLeft + handWidth + t.card.width() * 0.35, t.handOrigin.y()),
                        t.card * 0.8);
    t.drawPile.moveCenter(QPointF(t.drawPile.center().x(), t.strip.center().y()));
    const double platesLeft = t.drawPile.right() + t.card.width() * 0.3;
    const double platesRight =
        std::max(platesLeft + 60, std::min(t.strip.right(), t.frame.right()));
    const int columns = players > 2 ? 2 : 1;
    const int rows = (players + columns - 1) / columns;
    const double plateWidth = (platesRight - platesLeft) / columns;
    const double plateHeight = stripHeight / rows;
    for (int p = 0; p < players; ++p)
        t.plates.emplace_back(platesLeft + (p % columns) * plateWidth,
                              t.strip.top() + (p / columns) * plateHeight, plateWidth - 4,
                              plateHeight - 4);
    return t;
}

}  // namespace lt::shell::sequence_kids
