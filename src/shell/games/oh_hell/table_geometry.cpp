#include "games/oh_hell/table_geometry.h"

#include <algorithm>
#include <cmath>

namespace lt::shell::oh_hell {

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
    const qreal plateWidth = std::min(210.0, t.playArea.width() * 0.34);
    const QRectF bottomPlate(margin, t.handArea.top() - 36, plateWidth, 30);
    t.message = QRectF(bottomPlate.right() + 8, bottomPlate.top(),
                       t.playArea.width() - bottomPlate.right() - 8 - margin, 30);
    t.bidPad = QRectF(margin, t.message.top() - 50, t.playArea.width() - 2 * margin, 44);

    // The panel: the trump card on top, then the rows, then the buttons at the bottom.
    const qreal trumpHeight = std::clamp(h * 0.2, 60.0, 120.0);
    t.trumpCard = QRectF(t.panel.left() + 12, 34, trumpHeight / cardAspect, trumpHeight);
    t.panelButtons = QRectF(t.panel.left() + 8, h - 84, panelWidth - 16, 76);
    t.panelTable = QRectF(t.panel.left() + 8, t.trumpCard.bottom() + 14, panelWidth - 16,
                          t.panelButtons.top() - t.trumpCard.bottom() - 22);

    // The others on an arc over the play area, clockwise from the left.
    const QSizeF plate(std::min(150.0, t.playArea.width() / std::max(numPlayers - 1, 1) - 8), 50);
    const QPointF centre(t.playArea.center().x(), (t.bidPad.top() + plate.height()) / 2 + 6);
    t.trickCentre = centre;
    const qreal radiusX = t.playArea.width() / 2 - plate.width() / 2 - margin;
    const qreal radiusY = centre.y() - plate.height() / 2 - margin;
    t.plates.resize(numPlayers);
    t.trickPlaces.resize(numPlayers);
    const qreal pushX = t.trickCard.width() * 0.75, pushY = t.trickCard.height() * 0.42;
    for (int step = 0; step < numPlayers; ++step) {
        const PlayerId seat = (bottomSeat + step) % numPlayers;
        if (step == 0) {
            t.plates[seat] = bottomPlate;
            t.trickPlaces[seat] = centre + QPointF(0, pushY);
            continue;
        }
        // From the left (angle π) over the top to the right (angle 0).
        const qreal angle = M_PI - M_PI * (step - 0.5) / (numPlayers - 1);
        const QPointF spot(centre.x() + radiusX * std::cos(angle),
                           centre.y() - radiusY * std::sin(angle));
        t.plates[seat] = QRectF(spot - QPointF(plate.width() / 2, plate.height() / 2), plate);
        t.trickPlaces[seat] =
            centre + QPointF(pushX * 1.3 * std::cos(angle), -pushY * std::sin(angle));
    }
    return t;
}

}  // namespace lt::shell::oh_hell
