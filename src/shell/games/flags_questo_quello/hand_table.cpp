#include "games/flags_questo_quello/hand_table.h"
#include "widgets/fitted_text.h"
#include "widgets/font_scale.h"

#include <QFontMetrics>
#include <QPainter>
#include <algorithm>
#include <utility>

namespace lt::shell::flags_questo_quello {
namespace {

const QColor kGold(0xf4, 0xc5, 0x42);
const QColor kCream(0xf4, 0xe9, 0xd0);

}  // namespace

void paintSeatChips(QPainter& painter, CardPainter& cards, const QRectF& area,
                    const std::vector<SeatChip>& seats) {
    const int n = static_cast<int>(seats.size());
    if (n == 0) return;
    const qreal w = std::min<qreal>(190, (area.width() - (n - 1) * 8) / n);
    QFont font = painter.font();
    for (int p = 0; p < n; ++p) {
        const SeatChip& seat = seats[p];
        const QRectF chip(area.left() + p * (w + 8), area.top(), w, area.height());
        painter.setPen(seat.active ? QPen(kGold, 3) : Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, seat.active ? 110 : 60));
        painter.drawRoundedRect(chip, 10, 10);
        painter.setPen(Qt::NoPen);
        painter.setBrush(seat.colour);
        painter.drawEllipse(QPointF(chip.left() + 16, chip.center().y()), 7, 7);
        font.setPixelSize(fontScaled(15));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(Qt::white);
        const QRectF text = chip.adjusted(30, 4, -44, -4);
        // Smaller rather than cut ("Computer 2" in a third of a 1024 × 600 table).
        drawFittedLine(painter, text, Qt::AlignVCenter | Qt::AlignLeft, seat.name,
                       font.pixelSize());
        const QRectF back(chip.right() - 40, chip.top() + 9, 18, chip.height() - 18);
        cards.paintFaceDown(painter, back);
        painter.setPen(kCream);
        painter.drawText(QRectF(back.right() + 2, chip.top(), 22, chip.height()), Qt::AlignCenter,
                         QString::number(seat.cards));
    }
}

QRectF handCardRect(const QRectF& area, int count, int index, qreal gap, qreal margin,
                    bool lifted) {
    if (index < 0 || index >= count) return {};
    const qreal h = area.height() - margin;
    const qreal w = std::min(h * 0.9, (area.width() - 8) / count - gap);
    const qreal total = count * w + (count - 1) * gap;
    return QRectF(area.center().x() - total / 2 + index * (w + gap),
                  area.bottom() - w / 0.9 - (lifted ? 14 : 0), w, w / 0.9);
}

void paintHand(QPainter& painter, CardPainter& cards, const QRectF& area, const QString& title,
               const std::vector<HandCard>& hand) {
    QFont font = painter.font();
    font.setPixelSize(fontScaled(14));
    painter.setFont(font);
    painter.setPen(kCream);
    painter.drawText(QRectF(area.left(), area.top(), area.width(), 18), Qt::AlignLeft, title);
    for (const HandCard& card : hand) {
        cards.paint(painter, card.rect, *card.card);
        if (card.dimmed) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0, 0, 0, 110));
            painter.drawRoundedRect(card.rect, 6, 6);
        }
        if (card.picked) {
            painter.setPen(QPen(kGold, 4));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(card.rect.adjusted(-3, -3, 3, 3), 8, 8);
        }
    }
}

void paintHiddenHand(QPainter& painter, const QRectF& area, const QString& text) {
    QFont font = painter.font();
    font.setPixelSize(fontScaled(14));
    painter.setFont(font);
    painter.setPen(kCream);
    painter.drawText(area, Qt::AlignCenter, text);
}

HandKey pressHandKey(int key, const std::vector<int>& hand,
                     const std::function<std::vector<int>(int card)>& targetsOf, int& picked,
                     int& aimed) {
    const int n = static_cast<int>(hand.size());
    const auto pick = [&](int index) {
        picked = hand[index];
        const auto targets = targetsOf(picked);
        aimed = targets.empty() ? -1 : targets.front();
        return HandKey::Changed;
    };
    if (key >= Qt::Key_1 && key <= Qt::Key_9) {
        const int index = key - Qt::Key_1;
        return index < n ? pick(index) : HandKey::Ignored;
    }
    const int current =
        static_cast<int>(std::find(hand.begin(), hand.end(), picked) - hand.begin());
    switch (key) {
        case Qt::Key_Left:
            if (n == 0) return HandKey::Ignored;
            return pick(current >= n || current == 0 ? n - 1 : current - 1);
        case Qt::Key_Right:
            if (n == 0) return HandKey::Ignored;
            return pick(current >= n ? 0 : (current + 1) % n);
        case Qt::Key_Up:
        case Qt::Key_Down: {
            if (picked < 0) return HandKey::Ignored;
            const auto targets = targetsOf(picked);
            if (targets.empty()) return HandKey::Ignored;
            const int at = static_cast<int>(std::find(targets.begin(), targets.end(), aimed) -
                                            targets.begin());
            const int m = static_cast<int>(targets.size());
            const int next = key == Qt::Key_Down ? (at >= m ? 0 : (at + 1) % m)
                                                 : (at >= m || at == 0 ? m - 1 : at - 1);
            aimed = targets[next];
            return HandKey::Changed;
        }
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            return picked >= 0 && aimed >= 0 ? HandKey::Confirm : HandKey::Ignored;
        case Qt::Key_Escape:
            if (picked < 0) return HandKey::Ignored;
            picked = -1;
            aimed = -1;
            return HandKey::Changed;
        default:
            return HandKey::Ignored;
    }
}

void HandPick::show(std::vector<int> cards) {
    hand = std::move(cards);
    if (std::find(hand.begin(), hand.end(), picked) == hand.end()) picked = -1, aimed = -1;
}

bool HandPick::click(const QPointF& at, const std::function<QRectF(int index)>& rectOf,
                     const HandTargets& targetsOf) {
    for (int i = 0; i < static_cast<int>(hand.size()); ++i) {
        if (!rectOf(i).contains(at)) continue;
        picked = picked == hand[i] ? -1 : hand[i];
        const auto targets = targetsOf(picked);
        aimed = targets.empty() ? -1 : targets.front();
        hint = -1;
        return true;
    }
    return false;
}

HandKey HandPick::press(int key, const HandTargets& targetsOf) {
    const HandKey result = pressHandKey(key, hand, targetsOf, picked, aimed);
    if (result != HandKey::Ignored) hint = -1;
    return result;
}

void HandPick::clear() {
    picked = aimed = hint = -1;
}

std::vector<HandCard> HandPick::toPaint(
    const std::function<const lt::flags::Card&(int card)>& cardOf,
    const std::function<QRectF(int index)>& rectOf,
    const std::function<bool(int card)>& dimmed) const {
    std::vector<HandCard> cards;
    for (int i = 0; i < static_cast<int>(hand.size()); ++i)
        cards.push_back({&cardOf(hand[i]), rectOf(i), dimmed(hand[i]), hand[i] == picked});
    return cards;
}

}  // namespace lt::shell::flags_questo_quello
