#include "games/trick_table/table_geometry.h"

#include <algorithm>

namespace lt::shell::trick_table {

std::vector<QRectF> TableGeometry::handCards(int count) const {
    std::vector<QRectF> rects;
    if (count <= 0) return rects;
    const qreal width = card.width();
    const qreal step =
        count == 1 ? 0 : std::min(width * 0.62, (handArea.width() - width) / (count - 1));
    const qreal total = width + step * (count - 1);
    const qreal left = handArea.center().x() - total / 2;
    for (int i = 0; i < count; ++i)
        rects.emplace_back(QPointF(left + step * i, handArea.top()), card);
    return rects;
}

TableGeometry layOutTable(const QSizeF& size, int numPlayers, PlayerId bottomSeat,
                          qreal cardAspect) {
    TableGeometry t;
    t.size = size;
    const qreal w = size.width(), h = size.height();
    const qreal panelWidth = std::clamp(w * 0.27, 170.0, 250.0);
    t.panel = QRectF(w - panelWidth, 0, panelWidth, h);
    t.playArea = QRectF(0, 0, w - panelWidth, h);

    const qreal cardHeight = std::clamp(h * 0.24, 70.0, 160.0);
    t.card = QSizeF(cardHeight / cardAspect, cardHeight);
    t.trickCard = t.card * 0.78;
    const qreal margin = 10;
    t.handArea =
        QRectF(margin, h - cardHeight - margin, t.playArea.width() - 2 * margin, cardHeight);
    // The bottom player's plate, then the prompt or refusal, in one line above the hand.
    const qreal plateWidth = std::min(260.0, t.playArea.width() * 0.45);
    const QRectF bottomPlate(margin, t.handArea.top() - 36, plateWidth, 30);
    t.message = QRectF(bottomPlate.right() + 8, bottomPlate.top(),
                       t.playArea.width() - bottomPlate.right() - 8 - margin, 30);
    t.choicePad = QRectF(margin, t.message.top() - 50, t.playArea.width() - 2 * margin, 44);

    // The panel: the trump card on top, then the rows, then the buttons at the bottom.
    const qreal cardHeightInPanel = std::clamp(h * 0.2, 60.0, 120.0);
    t.panelCard =
        QRectF(t.panel.left() + 12, 34, cardHeightInPanel / cardAspect, cardHeightInPanel);
    t.panelButtons = QRectF(t.panel.left() + 8, h - 84, panelWidth - 16, 76);
    t.panelTable = QRectF(t.panel.left() + 8, t.panelCard.bottom() + 14, panelWidth - 16,
                          t.panelButtons.top() - t.panelCard.bottom() - 22);

    // The others clockwise from the left: with three or more, the first on the left side,
    // the last on the right side and the rest across the top; with two, both across the top.
    const int others = numPlayers - 1;
    const bool sides = others >= 3;
    const int across = sides ? others - 2 : others;
    const qreal topWidth = t.playArea.width() - 2 * margin;
    // Wide enough for a dealer's line in German or Russian ("trump 4♣ · 0 tricks · 0 points").
    const QSizeF plate(std::min(200.0, topWidth / across - 8), 48);
    const QSizeF sidePlate(std::min(190.0, t.playArea.width() * 0.28), 48);
    const QPointF centre(t.playArea.center().x(), (t.choicePad.top() + plate.height()) / 2 + 8);
    t.trickCentre = centre;
    t.plates.resize(numPlayers);
    t.trickPlaces.resize(numPlayers);
    const qreal cardWidth = t.trickCard.width(), pushY = t.trickCard.height() * 0.42;
    for (int step = 0; step < numPlayers; ++step) {
        const PlayerId seat = (bottomSeat + step) % numPlayers;
        if (step == 0) {
            t.plates[seat] = bottomPlate;
            t.trickPlaces[seat] = centre + QPointF(0, pushY);
        } else if (sides && (step == 1 || step == others)) {
            // Under the top row of plates; their cards lower than the top row's.
            const qreal side = step == 1 ? -1 : 1;
            const qreal left = step == 1 ? margin : t.playArea.right() - margin - sidePlate.width();
            t.plates[seat] = QRectF(QPointF(left, margin + plate.height() + 8), sidePlate);
            t.trickPlaces[seat] = centre + QPointF(side * cardWidth * 1.2, pushY * 0.8);
        } else {
            const int index = sides ? step - 2 : step - 1;
            const qreal slot = topWidth / across;
            t.plates[seat] =
                QRectF(QPointF(margin + slot * (index + 0.5) - plate.width() / 2, margin), plate);
            const qreal spread = across == 1 ? 0 : (index - (across - 1) / 2.0) * cardWidth * 1.05;
            t.trickPlaces[seat] = centre + QPointF(spread, -pushY);
        }
    }
    return t;
}

}  // namespace lt::shell::trick_table
