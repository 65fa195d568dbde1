#include "games/sequence_kids/board_layout.h"

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

namespace {

// Plates stacked in `area`, one per seat, each at most `maxHeight` tall.
std::vector<QRectF> stackPlates(const QRectF& area, int players, double maxHeight) {
    std::vector<QRectF> plates;
    const double height = std::min(maxHeight, area.height() / players);
    for (int p = 0; p < players; ++p)
        plates.emplace_back(area.left(), area.top() + p * height, area.width(), height - 4);
    return plates;
}

// A wide widget: the board on the left as tall as it fits, a column on the right with the
// plates, the hand and the draw pile.
BoardLayout sideLayout(QSizeF size, int players, double margin, double border) {
    BoardLayout t;
    const double columnWidth = std::max(170.0, size.width() * 0.3);
    const double gridHeight = size.height() - 2 * margin - 2 * border;
    const double gridWidth = size.width() - columnWidth - 3 * margin - 2 * border;
    t.cell = std::max(4.0, std::min(gridWidth / kColumns, gridHeight / kRows));
    const QSizeF gridSize(t.cell * kColumns, t.cell * kRows);
    const double freeWidth =
        size.width() - columnWidth - 3 * margin - 2 * border - gridSize.width();
    t.grid =
        QRectF(QPointF(margin + border + freeWidth / 2, (size.height() - gridSize.height()) / 2),
               gridSize);
    t.frame = t.grid.adjusted(-border, -border, border, border);
    const double left = t.frame.right() + margin;
    t.strip = QRectF(left, t.frame.top(), size.width() - margin - left, t.frame.height());
    const double plateHeight = std::min(56.0, t.strip.height() * 0.14);
    t.plates =
        stackPlates(QRectF(t.strip.topLeft(), QSizeF(t.strip.width(), plateHeight * players)),
                    players, plateHeight);
    const double handTop = t.strip.top() + plateHeight * players + margin;
    const double cardWidth =
        std::min(t.strip.width() / 3.3, (t.strip.bottom() - handTop) / 1.35 / 1.7);
    t.card = QSizeF(cardWidth, cardWidth * 1.35);
    const double handWidth = 3 * cardWidth + 2 * cardWidth * 0.12;
    t.handOrigin = QPointF(t.strip.left() + (t.strip.width() - handWidth) / 2, handTop + margin);
    const double pileTop = t.handOrigin.y() + t.card.height() + margin * 2;
    const double pileHeight = std::min(t.card.height() * 0.75, t.strip.bottom() - pileTop);
    t.drawPile = QRectF(QPointF(t.strip.center().x() - pileHeight * 0.37, pileTop),
                        QSizeF(pileHeight * 0.74, pileHeight));
    return t;
}

// A narrow or tall widget: the board on top, the hand, the draw pile and the plates below it.
BoardLayout bottomLayout(QSizeF size, int players, double margin, double border) {
    BoardLayout t;
    const double stripHeight = std::clamp(size.height() * 0.25, 70.0, 190.0);
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
    t.handOrigin = QPointF(t.strip.left(), t.strip.center().y() - cardHeight / 2);
    t.drawPile =
        QRectF(QPointF(t.strip.left() + handWidth + t.card.width() * 0.3, 0), t.card * 0.8);
    t.drawPile.moveCenter(QPointF(t.drawPile.center().x(), t.strip.center().y()));
    const double platesLeft = t.drawPile.right() + t.card.width() * 0.3;
    t.plates = stackPlates(
        QRectF(platesLeft, t.strip.top(), t.strip.right() - platesLeft, t.strip.height()), players,
        56.0);
    return t;
}

}  // namespace

BoardLayout layoutBoard(QSizeF size, int players) {
    const double margin = std::max(4.0, std::min(size.width(), size.height()) * 0.015);
    const double border = std::max(4.0, std::min(size.width(), size.height()) * 0.02);
    if (size.width() > size.height() * 1.25) return sideLayout(size, players, margin, border);
    return bottomLayout(size, players, margin, border);
}

}  // namespace lt::shell::sequence_kids
