// The battaglia corsa board's layout and painting.
#include <QFontInfo>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <numbers>

#include "games/battaglia_corsa/battaglia_corsa_board.h"
#include "games/battaglia_corsa/key_blocks.h"
#include "widgets/felt_table.h"
#include "widgets/fitted_text.h"
#include "widgets/font_scale.h"

namespace lt::shell::battaglia_corsa {
namespace {

using namespace lt::battaglia_corsa;

constexpr qreal kPromptHeight = 34;
constexpr qreal kLabelHeight = 46;
constexpr qreal kCardAspect = 1.45;
constexpr int kFannedCards = 4;

QColor gold() {
    return QColor(255, 214, 90);
}

// A seat's label, under its stack, or above it in the far half of the table: name, then keys.
QRectF labelRect(const SlapLayout& t, PlayerId seat) {
    const QPointF centre = t.seats[static_cast<std::size_t>(seat)];
    const qreal half = t.stackCard.height() / 2;
    const bool above = centre.y() < t.pile.center().y() - half;
    return QRectF(centre.x() - 95,
                  above ? centre.y() - half - 3 - kLabelHeight + 6 : centre.y() + half + 3, 190,
                  kLabelHeight);
}

}  // namespace

QRectF keyLineRect(const SlapLayout& t, PlayerId seat, const QSize& size) {
    const QRectF label = labelRect(t, seat);
    QRectF line(label.left() - 20, label.top() + 20, label.width() + 40, 20);
    const qreal room = size.width() - 8;
    line.setWidth(std::min(line.width(), room));
    if (line.left() < 4) line.moveLeft(4);
    if (line.right() > 4 + room) line.moveRight(4 + room);
    return line;
}

SlapLayout slapLayoutFor(const QSize& size, int seats) {
    SlapLayout t;
    const qreal w = size.width();
    const qreal h = size.height();
    t.prompt = QRectF(0, 0, w, kPromptHeight);
    const QPointF centre(w / 2, kPromptHeight + (h - kPromptHeight) / 2);
    const qreal pileHeight = std::min(h * 0.24, w * 0.2 * kCardAspect);
    t.pile = QRectF(0, 0, pileHeight / kCardAspect, pileHeight);
    t.pile.moveCenter(centre - QPointF(0, pileHeight * 0.08));
    t.stackCard = QSizeF(t.pile.width() * 0.62, t.pile.height() * 0.62);
    const qreal rx = w / 2 - 100;
    const qreal ry = (h - kPromptHeight) / 2 - t.stackCard.height() / 2 - kLabelHeight - 6;
    for (int seat = 0; seat < seats; ++seat) {
        // Seat 0 at the bottom, then clockwise round the table.
        const qreal angle = std::numbers::pi / 2 + 2 * std::numbers::pi * seat / seats;
        t.seats.emplace_back(centre.x() + rx * std::cos(angle), centre.y() + ry * std::sin(angle));
    }
    const qreal small = t.pile.height() * 0.42;
    t.lastPile = QRectF(t.pile.right() + t.pile.width() * 0.35, centre.y() - small / 2 - 8,
                        3 * small / kCardAspect + 2 * 6, small + 16);
    return t;
}

void SlapBoard::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintFelt(painter, rect(), QColor(44, 128, 76), QColor(14, 62, 36), 0.8);
    const SlapLayout t = layout();
    painter.setPen(QColor(250, 246, 230));
    QFont font = painter.font();
    font.setPointSizeF(12.5 * fontScale());
    font.setBold(true);
    painter.setFont(font);
    // Smaller rather than cut: the German prompt with its keys takes two lines.
    drawFittedText(painter, t.prompt.adjusted(10, 2, -10, -2), Qt::AlignCenter, promptText(),
                   QFontInfo(font).pixelSize());
    if (!state_) return;
    paintSeats(painter, t);
    paintPile(painter, t);
    paintLastPile(painter, t);
    paintFlight(painter, t);
}

void SlapBoard::paintPile(QPainter& painter, const SlapLayout& t) const {
    const std::vector<int>& pile = state_->pile();
    // Cards burned by false slaps peek out face down under the pile.
    if (!state_->burned().empty()) {
        painter.save();
        painter.translate(t.pile.center());
        painter.rotate(-8);
        deck_.paint(painter,
                    QRectF(-t.pile.width() / 2 - 6, -t.pile.height() / 2 + 6, t.pile.width(),
                           t.pile.height()),
                    cards::Card(), false);
        painter.restore();
    }
    std::size_t shown = pile.size();
    if (flight_ == Flight::ToPile && shown > 0) --shown;  // the top card is still flying
    if (flight_ == Flight::ToSeat) shown = 0;
    const std::size_t first = shown > kFannedCards ? shown - kFannedCards : 0;
    const bool marked = pairMarked();
    const bool missed = missedPairShown();
    for (std::size_t i = first; i < shown; ++i) {
        const qreal depth = static_cast<qreal>(shown - 1 - i);  // 0 for the top card
        QRectF card = t.pile.translated(-depth * t.pile.width() * 0.2, depth * 2);
        painter.save();
        painter.translate(card.center());
        painter.rotate(((pile[i] * 7) % 9 - 4) * 1.2);
        const QRectF local(-card.width() / 2, -card.height() / 2, card.width(), card.height());
        deck_.paint(painter, local, cards::Card::fromCode(pile[i]), true);
        if ((marked && depth < 2) || (missed && (depth == 1 || depth == 2))) {
            painter.setPen(QPen(gold(), 4));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(local.adjusted(-2, -2, 2, 2), 6, 6);
        }
        painter.restore();
    }
    // The challenge under the pile.
    QString line;
    if (state_->phase() == Phase::Take && !state_->isTerminal())
        line = tr("%1 wins the pile").arg(seatName(state_->current()));
    else if (state_->challenger() >= 0 && state_->owed() > 0 && !state_->isTerminal())
        line =
            tr("%1 must turn %n more card(s)", "", state_->owed()).arg(seatName(state_->current()));
    if (!line.isEmpty()) {
        QFont font = painter.font();
        font.setPointSizeF(10.5 * fontScale());
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(gold());
        painter.drawText(QRectF(t.pile.center().x() - 160, t.pile.bottom() + 6, 320, 22),
                         Qt::AlignCenter, line);
    }
}

void SlapBoard::paintSeats(QPainter& painter, const SlapLayout& t) const {
    for (PlayerId seat = 0; seat < state_->numPlayers(); ++seat) {
        const QPointF centre = t.seats[static_cast<std::size_t>(seat)];
        QRectF card(QPointF(), t.stackCard);
        card.moveCenter(centre);
        const int held = state_->stackSize(seat);
        const bool acting = !state_->isTerminal() && state_->current() == seat;
        if (acting) {
            painter.setPen(Qt::NoPen);
            QColor glow = seatColour(seat);
            glow.setAlpha(150);
            painter.setBrush(glow);
            painter.drawRoundedRect(card.adjusted(-9, -9, 9, 9), 10, 10);
        }
        if (held == 0) {
            painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(card, 6, 6);
        } else {
            const int layers = std::min(3, (held + 9) / 10);
            for (int layer = layers - 1; layer >= 0; --layer)
                deck_.paint(painter, card.translated(layer * 2.5, -layer * 2.5), cards::Card(),
                            false);
            // The count on the stack.
            const QRectF badge(card.center().x() - 17, card.center().y() - 13, 34, 26);
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0, 0, 0, 170));
            painter.drawRoundedRect(badge, 13, 13);
            QFont font = painter.font();
            font.setPointSizeF(11 * fontScale());
            font.setBold(true);
            painter.setFont(font);
            painter.setPen(Qt::white);
            painter.drawText(badge, Qt::AlignCenter, QString::number(held));
        }
        // Name (with a dot of the seat's colour), then the keys or "out".
        const QRectF label = labelRect(t, seat);
        QFont font = painter.font();
        font.setPointSizeF(10.5 * fontScale());
        font.setBold(true);
        painter.setFont(font);
        const QString name = seatName(seat);
        const qreal nameWidth = painter.fontMetrics().horizontalAdvance(name);
        const QPointF dot(label.center().x() - nameWidth / 2 - 10, label.top() + 10);
        painter.setPen(QPen(QColor(0, 0, 0, 120), 1));
        painter.setBrush(seatColour(seat));
        painter.drawEllipse(dot, 6, 6);
        painter.setPen(acting ? gold() : QColor(250, 246, 230));
        painter.drawText(QRectF(label.left(), label.top(), label.width(), 20), Qt::AlignCenter,
                         name);
        font.setBold(false);
        font.setPointSizeF(9 * fontScale());
        painter.setFont(font);
        painter.setPen(QColor(225, 235, 225));
        drawFittedLine(painter, keyLineRect(t, seat, size()), Qt::AlignCenter, seatLine(seat),
                       QFontInfo(font).pixelSize());
    }
}

void SlapBoard::paintLastPile(QPainter& painter, const SlapLayout& t) const {
    if (lastPile_.empty() || state_->isTerminal()) return;
    QFont font = painter.font();
    font.setPointSizeF(8.5 * fontScale());
    font.setBold(false);
    painter.setFont(font);
    painter.setPen(QColor(225, 235, 225));
    painter.drawText(QRectF(t.lastPile.left(), t.lastPile.top() - 18, t.lastPile.width() + 60, 16),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     lastBySlap_ ? tr("Slapped by %1:").arg(seatName(lastWinner_))
                                 : tr("Won by %1:").arg(seatName(lastWinner_)));
    const qreal height = t.lastPile.height() - 16;
    const qreal width = height / 1.45;
    for (std::size_t i = 0; i < lastPile_.size(); ++i) {
        const QRectF card(t.lastPile.left() + i * (width + 6), t.lastPile.top() + 4, width, height);
        deck_.paint(painter, card, cards::Card::fromCode(lastPile_[i]), true);
        if (lastBySlap_ && i + 2 >= lastPile_.size() && lastPile_.size() >= 2) {
            painter.setPen(QPen(gold(), 3));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(card.adjusted(-1.5, -1.5, 1.5, 1.5), 4, 4);
        }
    }
}

void SlapBoard::paintFlight(QPainter& painter, const SlapLayout& t) const {
    if (flight_ == Flight::None || flightSeat_ < 0 ||
        flightSeat_ >= static_cast<PlayerId>(t.seats.size()))
        return;
    const QPointF seat = t.seats[static_cast<std::size_t>(flightSeat_)];
    const QPointF pile = t.pile.center();
    const qreal p = flight_ == Flight::ToPile ? progress_ : 1 - progress_;
    const QPointF at = seat + (pile - seat) * p;
    const QSizeF size = t.stackCard + (t.pile.size() - t.stackCard) * p;
    QRectF card(QPointF(), size);
    card.moveCenter(at);
    if (flight_ == Flight::ToPile && flightCard_ >= 0)
        deck_.paint(painter, card, cards::Card::fromCode(flightCard_), p > 0.35);
    else
        deck_.paint(painter, card, cards::Card(), false);
}

}  // namespace lt::shell::battaglia_corsa
