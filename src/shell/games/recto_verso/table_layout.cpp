#include "games/recto_verso/table_layout.h"

#include <algorithm>
#include <cmath>

namespace lt::shell::recto_verso {
namespace {

// `count` cards in a row, centred in `area`, as big as fit (at most `maxHeight` high).
std::vector<QRectF> row(const QRectF& area, int count, double maxHeight, double gapShare) {
    std::vector<QRectF> cards;
    if (count <= 0) return cards;
    double height = std::min(area.height(), maxHeight);
    double width = height * kCardAspect;
    const double fitWidth = area.width() / (count + (count - 1) * gapShare);
    if (width > fitWidth) {
        width = fitWidth;
        height = width / kCardAspect;
    }
    const double gap = width * gapShare;
    const double total = count * width + (count - 1) * gap;
    double x = area.center().x() - total / 2;
    const double y = area.center().y() - height / 2;
    for (int i = 0; i < count; ++i, x += width + gap) cards.emplace_back(x, y, width, height);
    return cards;
}

}  // namespace

TableLayout layoutTable(QSizeF size, const std::vector<int>& opponentCards, int middleCards,
                        int handCards) {
    TableLayout t;
    const double w = size.width(), h = size.height();
    const double margin = std::max(4.0, std::min(w, h) * 0.015);
    const double topHeight = h * 0.22;
    const double bottomHeight = h * 0.30;
    const double hintHeight = std::max(18.0, h * 0.055);

    // The other players, side by side along the top.
    const int panels = static_cast<int>(opponentCards.size());
    const double panelWidth = panels > 0 ? (w - margin * (panels + 1)) / panels : 0;
    for (int i = 0; i < panels; ++i) {
        const QRectF panel(margin + i * (panelWidth + margin), margin, panelWidth,
                           topHeight - margin);
        t.panels.push_back(panel);
        const double nameHeight = panel.height() * 0.28;
        t.panelNames.emplace_back(panel.left() + 6, panel.top() + 2, panel.width() - 12,
                                  nameHeight);
        const QRectF cards = panel.adjusted(6, nameHeight + 4, -6, -4);
        t.panelCards.push_back(row(cards, opponentCards[i], cards.height(), 0.12));
    }

    // The viewer's strip: name and stars on the left, the hand in big cards.
    t.bottom = QRectF(margin, h - bottomHeight, w - 2 * margin, bottomHeight - margin);
    const double nameWidth = std::min(t.bottom.width() * 0.2, 150.0);
    t.bottomName =
        QRectF(t.bottom.left() + 6, t.bottom.top() + 6, nameWidth, t.bottom.height() - 12);
    const QRectF handArea = t.bottom.adjusted(nameWidth + 12, 6, -6, -6);
    t.hand = row(handArea, handCards, handArea.height(), 0.12);
    t.hint = QRectF(margin, t.bottom.top() - hintHeight - 2, w - 2 * margin, hintHeight);

    // The middle: the grid of cards that fits best.
    t.middleArea =
        QRectF(margin, topHeight + margin * 0.5, w - 2 * margin, t.hint.top() - topHeight - margin);
    const int count = std::max(1, middleCards);
    double best = 0;
    int bestColumns = 1;
    for (int columns = 1; columns <= count; ++columns) {
        const int rows = (count + columns - 1) / columns;
        const double height = std::min(t.middleArea.height() / (rows + (rows - 1) * 0.08),
                                       t.middleArea.width() / (columns * 1.08) / kCardAspect);
        if (height > best) {
            best = height;
            bestColumns = columns;
        }
    }
    const double cardH = best, cardW = best * kCardAspect;
    const double gap = cardW * 0.08;
    const int rows = (count + bestColumns - 1) / bestColumns;
    const double gridHeight = rows * cardH + (rows - 1) * gap * 0.9;
    for (int i = 0; i < middleCards; ++i) {
        const int r = i / bestColumns;
        const int inRow = std::min(bestColumns, middleCards - r * bestColumns);
        const double rowWidth = inRow * cardW + (inRow - 1) * gap;
        const double x =
            t.middleArea.center().x() - rowWidth / 2 + (i % bestColumns) * (cardW + gap);
        const double y = t.middleArea.center().y() - gridHeight / 2 + r * (cardH + gap * 0.9);
        t.middle.emplace_back(x, y, cardW, cardH);
    }

    // The stolen card's two ways, big, in the middle of the table.
    const double choiceH = std::min(t.middleArea.height() * 0.9, 220.0);
    const double choiceW = choiceH * kCardAspect;
    const QPointF c = t.middleArea.center();
    t.keepChoice = QRectF(c.x() - choiceW * 1.2, c.y() - choiceH / 2, choiceW, choiceH);
    t.turnChoice = QRectF(c.x() + choiceW * 0.2, c.y() - choiceH / 2, choiceW, choiceH);
    return t;
}

}  // namespace lt::shell::recto_verso
