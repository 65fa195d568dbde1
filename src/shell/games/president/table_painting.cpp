// Painting the Il pezzente table: felt, plates, the pile, the scores and the hand.
#include <QPainter>

#include "games/president/exchange_dialog.h"
#include "games/president/president_board.h"
#include "widgets/card_text.h"
#include "widgets/felt_table.h"
#include "widgets/fitted_text.h"
#include "widgets/font_scale.h"

namespace lt::shell::president {
namespace {

using lt::president::Phase;
using lt::president::players;

const QColor kGold(232, 193, 90);

void roundedPanel(QPainter& painter, const QRectF& rect, const QColor& fill, const QColor& edge) {
    painter.setPen(QPen(edge, 2));
    painter.setBrush(fill);
    painter.drawRoundedRect(rect, 8, 8);
}

QString cardsText(const std::vector<Card>& cards) {
    return cardText(cards);
}

}  // namespace

QSizeF PresidentBoard::cardSize() const {
    const qreal h = std::min<qreal>(height() * 0.22, 130.0);
    return {h / deck_.aspectRatio(), h};
}

QRectF PresidentBoard::handArea() const {
    const QSizeF card = cardSize();
    const qreal raise = card.height() * 0.2;
    return {10, height() - card.height() - raise - 10, width() - 20.0, card.height() + raise + 8};
}

std::vector<QRectF> PresidentBoard::handCardRects() const {
    std::vector<QRectF> rects;
    if (!state_) return rects;
    const int n = static_cast<int>(displayHand().size());
    if (n == 0) return rects;
    const QSizeF card = cardSize();
    const QRectF area = handArea();
    const qreal step =
        n > 1 ? std::min(card.width() * 0.62, (area.width() - card.width()) / (n - 1)) : 0;
    const qreal left = area.center().x() - (card.width() + step * (n - 1)) / 2;
    const qreal raise = card.height() * 0.2;
    for (int i = 0; i < n; ++i) {
        const bool up =
            i < static_cast<int>(selected_.size()) && selected_[static_cast<std::size_t>(i)];
        rects.emplace_back(
            QPointF(left + step * i, area.bottom() - card.height() - 4 - (up ? raise : 0)), card);
    }
    return rects;
}

QRectF PresidentBoard::plateRect(int place) const {
    const QSizeF size(176, 54);
    switch (place) {
        case 1:
            return {{8, height() * 0.30}, size};
        case 2:
            return {{(width() - size.width()) / 2, 8}, size};
        default:
            return {{width() - size.width() - 8, height() * 0.30}, size};
    }
}

QString PresidentBoard::plateDetail(PlayerId seat) const {
    const auto& table = state_->table();
    const auto out = std::find(table.finished.begin(), table.finished.end(), seat);
    QString line;
    if (out != table.finished.end())
        line = tr("Out: place %1").arg(out - table.finished.begin() + 1);
    else
        line = tr("Cards: %1").arg(table.handCounts[static_cast<std::size_t>(seat)]);
    if (!table.titles.empty())
        line += QStringLiteral(" · ") +
                titleName(static_cast<Title>(table.titles[static_cast<std::size_t>(seat)]));
    return line;
}

void PresidentBoard::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintFelt(painter, rect(), QColor(40, 120, 70), QColor(12, 60, 34), 0.8);
    if (!state_) return;
    paintPlates(painter);
    paintScores(painter);
    paintPile(painter);
    paintHand(painter);
}

void PresidentBoard::paintPlates(QPainter& painter) const {
    const PlayerId bottom = bottomSeat();
    const PlayerId toMove = state_->currentActor();
    for (int place = 1; place < players; ++place) {
        const PlayerId seat = (bottom + place) % players;
        const QRectF plate = plateRect(place);
        roundedPanel(painter, plate, QColor(10, 26, 16, 190),
                     seat == toMove ? kGold : QColor(255, 255, 255, 60));
        QFont font = painter.font();
        font.setPixelSize(fontScaled(15));
        font.setBold(true);
        painter.setFont(font);
        const QColor colour = seat < static_cast<PlayerId>(seats().size())
                                  ? seats()[static_cast<std::size_t>(seat)].colour
                                  : QColor(Qt::white);
        painter.setPen(colour);
        painter.drawText(plate.adjusted(10, 4, -10, -plate.height() / 2), Qt::AlignVCenter,
                         seatName(seat));
        font.setPixelSize(fontScaled(12));
        font.setBold(false);
        painter.setFont(font);
        painter.setPen(Qt::white);
        painter.drawText(plate.adjusted(10, plate.height() / 2, -10, -4), Qt::AlignVCenter,
                         plateDetail(seat));
    }
}

void PresidentBoard::paintScores(QPainter& painter) const {
    const auto& table = state_->table();
    const double grow = fontScale();  // lines as tall as the user's font needs
    const QRectF box(8, 8, 170 * grow, (22 + 17.0 * players) * grow);
    roundedPanel(painter, box, QColor(10, 26, 16, 190), QColor(255, 255, 255, 60));
    QFont font = painter.font();
    font.setPixelSize(fontScaled(13));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(kGold);
    const int deal = std::min(table.dealIndex + 1, table.deals);
    painter.drawText(box.adjusted(10, 3, -10, 0), Qt::AlignLeft | Qt::AlignTop,
                     tr("Deal %1 of %2").arg(deal).arg(table.deals));
    font.setBold(false);
    font.setPixelSize(fontScaled(12));
    painter.setFont(font);
    painter.setPen(Qt::white);
    for (PlayerId p = 0; p < players; ++p) {
        const QRectF line(box.left() + 10, box.top() + (21 + 17 * p) * grow, box.width() - 20,
                          17 * grow);
        painter.drawText(line, Qt::AlignLeft | Qt::AlignVCenter, seatName(p));
        painter.drawText(line, Qt::AlignRight | Qt::AlignVCenter,
                         QString::number(table.totals[static_cast<std::size_t>(p)]));
    }
}

void PresidentBoard::paintPile(QPainter& painter) const {
    const auto& table = state_->table();
    const QRectF area(200, 70, width() - 400.0, handArea().top() - 120);
    QFont font = painter.font();
    font.setPixelSize(fontScaled(14));
    painter.setFont(font);
    painter.setPen(Qt::white);
    if (table.phase == Phase::Exchanging) {
        // A human giver sees the exchange panel there instead.
        if (!exchangingNow()) painter.drawText(area, Qt::AlignCenter, tr("The exchange of cards"));
        return;
    }
    if (table.phase == Phase::Over) {
        painter.drawText(area, Qt::AlignCenter, tr("The match is over"));
        return;
    }
    if (!table.lastPlay) {
        QString text;
        if (table.lastCollector)
            text = tr("%1 collected the cards").arg(seatName(*table.lastCollector));
        if (table.phase == Phase::Playing)
            text += (text.isEmpty() ? QString() : QStringLiteral("\n")) +
                    tr("%1 leads").arg(seatName(table.turn));
        painter.drawText(area, Qt::AlignCenter, text);
        return;
    }
    // The play to beat, its player above it, this trick's other moves below.
    const auto& cards = table.lastPlay->cards;
    const QSizeF card = cardSize() * 0.9;
    const qreal step = card.width() * 0.45;
    const qreal total = card.width() + step * (static_cast<qreal>(cards.size()) - 1);
    const qreal top = area.center().y() - card.height() / 2;
    painter.drawText(QRectF(area.left(), top - 24, area.width(), 20), Qt::AlignCenter,
                     seatName(table.lastPlay->seat));
    for (std::size_t i = 0; i < cards.size(); ++i)
        deck_.paint(
            painter,
            QRectF(QPointF(area.center().x() - total / 2 + step * static_cast<qreal>(i), top),
                   card),
            cards[i], true);
    QStringList log;
    const auto& pile = table.pile;
    const std::size_t first = pile.size() > 4 ? pile.size() - 4 : 0;
    for (std::size_t i = first; i < pile.size(); ++i)
        log << (pile[i].cards.empty()
                    ? tr("%1 passes").arg(seatName(pile[i].seat))
                    : tr("%1: %2").arg(seatName(pile[i].seat), cardsText(pile[i].cards)));
    font.setPixelSize(fontScaled(12));
    painter.setFont(font);
    painter.drawText(QRectF(0, top + card.height() + 4, width(), 20), Qt::AlignCenter,
                     log.join(QStringLiteral(" · ")));
}

void PresidentBoard::paintHand(QPainter& painter) const {
    const auto rects = handCardRects();
    const auto hand = displayHand();
    const bool faceUp = bottomFaceUp();
    for (std::size_t i = 0; i < rects.size(); ++i) {
        deck_.paint(painter, rects[i], hand[i], faceUp);
        if (faceUp && playingNow() && static_cast<int>(i) == cursor_) {
            painter.setPen(QPen(kGold, 3));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(rects[i].adjusted(1, 1, -1, -1), 6, 6);
        }
    }
    // The bottom seat's name and state, and the message, above the hand (under the exchange
    // panel when it shows).
    if (exchange_->isVisible()) return;
    const QRectF area = handArea();
    QFont font = painter.font();
    font.setPixelSize(fontScaled(13));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(refusal_ ? QColor(255, 140, 120) : QColor(Qt::white));
    const QString bottom =
        seatName(bottomSeat()) + QStringLiteral(" · ") + plateDetail(bottomSeat());
    const QString text = message_.isEmpty() ? bottom : bottom + QLatin1Char('\n') + message_;
    // Smaller rather than cut where the line wraps to three (a 1024 × 600 screen).
    drawFittedText(painter, QRectF(14, area.top() - 44, width() - 250.0, 40),
                   Qt::AlignLeft | Qt::AlignVCenter, text, fontScaled(13));
}

}  // namespace lt::shell::president
