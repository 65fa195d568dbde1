#include "games/kems/table_layout.h"

#include <algorithm>

namespace lt::shell::kems {
namespace {

// Four cards of `card` size side by side from `left`, `gap` apart.
std::array<QRectF, 4> row(QPointF topLeft, QSizeF card, double gap) {
    std::array<QRectF, 4> cards;
    for (int i = 0; i < 4; ++i)
        cards[i] = QRectF(QPointF(topLeft.x() + i * (card.width() + gap), topLeft.y()), card);
    return cards;
}

}  // namespace

KemsLayout layoutFor(const QSizeF& size, double aspect) {
    KemsLayout t;
    const double w = size.width();
    const double h = size.height();
    const double avatar = std::min(h * 0.19, w * 0.15);
    const double big = std::min(h * 0.2, w * 0.11 * aspect);  // card heights
    const QSizeF bigCard(big / aspect, big);
    const double smallH = big * 0.5;
    const QSizeF smallCard(smallH / aspect, smallH);
    const double gap = bigCard.width() * 0.14;
    const double smallGap = smallCard.width() * 0.1;
    const double smallRow = 4 * smallCard.width() + 3 * smallGap;

    t.scores = QRectF(0, 4, w, 22);
    // The partner at the top, his cards beside him.
    t.avatars[2] = QRectF(w / 2 - avatar / 2, 28, avatar, avatar);
    t.names[2] = QRectF(t.avatars[2].left() - 80, t.avatars[2].bottom(), avatar + 160, 18);
    t.hands[2] = row(QPointF(t.avatars[2].right() + 12, t.avatars[2].center().y() - smallH / 2),
                     smallCard, smallGap);
    // The opponents on the sides, cards under them.
    const double sideTop = h * 0.25;
    t.avatars[1] = QRectF(14 + (smallRow - avatar) / 2, sideTop, avatar, avatar);
    t.avatars[3] = QRectF(w - 14 - smallRow + (smallRow - avatar) / 2, sideTop, avatar, avatar);
    for (int place : {1, 3}) {
        t.names[place] =
            QRectF(t.avatars[place].center().x() - 90, t.avatars[place].bottom(), 180, 18);
        t.hands[place] =
            row(QPointF(place == 1 ? 14 : w - 14 - smallRow, t.names[place].bottom() + 4),
                smallCard, smallGap);
    }
    // The market in the middle, the stock and the discard heap beside it.
    const double marketWidth = 4 * bigCard.width() + 3 * gap;
    const double marketTop = h * 0.4;
    t.market = row(QPointF(w / 2 - marketWidth / 2, marketTop), bigCard, gap);
    // The stock and the discard heap in the top corners, out of everyone's way.
    t.stock = QRectF(QPointF(16, 34), smallCard);
    t.discard = QRectF(QPointF(w - 16 - smallCard.width(), 34), smallCard);
    t.banner = QRectF(w * 0.15, marketTop - 34, w * 0.7, 28);
    // The viewer at the bottom left, his hand in the middle, the buttons on the right.
    const double handTop = h - big - 34;
    t.avatars[0] = QRectF(14, h - avatar - 26, avatar, avatar);
    t.names[0] = QRectF(0, h - 24, avatar + 28, 18);
    t.hands[0] = row(QPointF(std::min(w / 2 - marketWidth / 2, t.avatars[0].right() + 24), handTop),
                     bigCard, gap);
    const double buttonW = std::min(130.0, (w - t.hands[0][3].right() - 30) / 2);
    const double buttonH = std::min(30.0, big * 0.3);
    const double buttonsLeft = w - 10 - 2 * buttonW - 6;
    for (int i = 0; i < kButtons; ++i)
        t.buttons[i] = QRectF(buttonsLeft + (i % 2) * (buttonW + 6),
                              h - 2 * buttonH - 14 + (i / 2) * (buttonH + 6), buttonW, buttonH);
    t.help = QRectF(buttonsLeft, handTop - 8, 2 * buttonW + 6, t.buttons[0].top() - handTop + 4);
    t.signal = QRectF(4, t.avatars[0].top() - 38, avatar + 60, 34);
    t.partnerHelp = QRectF(t.stock.right() + 16, 28, t.avatars[2].left() - t.stock.right() - 28,
                           t.avatars[1].top() - 32);
    // The gesture panel over the middle of the table.
    const double panelW = std::min(w - 20, 620.0);
    const double cell = (panelW - 20) / 4;
    const double panelH = 44 + 2 * cell;
    t.panel = QRectF(w / 2 - panelW / 2, std::max(4.0, h / 2 - panelH / 2 - 10), panelW, panelH);
    for (int g = 0; g < 8; ++g)
        t.choices[g] = QRectF(t.panel.left() + 10 + (g % 4) * cell,
                              t.panel.top() + 38 + (g / 4) * cell, cell - 6, cell - 6);
    return t;
}

}  // namespace lt::shell::kems
