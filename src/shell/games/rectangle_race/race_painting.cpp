// How the rectangle race's board paints itself (race_board.h says what it shows).
#include <QPainter>
#include <QPainterPath>
#include <cmath>

#include "games/rectangle_race/race_board.h"
#include "games/rectangle_race/race_keys.h"
#include "widgets/fitted_text.h"
#include "widgets/font_scale.h"

namespace lt::shell::rectangle_race {
namespace {

using namespace lt::rectangle_race;

const QColor kTable(28, 36, 64);
const QColor kInk(24, 24, 32);
const QColor kGold(255, 215, 60);

QColor boardColour(int board) {
    static const QColor kColours[] = {QColor(226, 60, 60),  QColor(245, 196, 40),
                                      QColor(50, 170, 85),  QColor(45, 115, 215),
                                      QColor(245, 135, 30), QColor(140, 75, 195)};
    return kColours[board];
}

// Black or white, whichever reads on `colour`.
QColor inkOn(const QColor& colour) {
    return colour.lightnessF() > 0.55 ? kInk : QColor(255, 255, 255);
}

}  // namespace

void RaceBoard::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), kTable);
    const RaceLayout t = layout();
    paintTop(painter, t);
    paintBoards(painter, t);
    paintPawns(painter, t);
    paintCursors(painter, t);
    paintSeats(painter, t);
    if (state_ && state_->isTerminal() && show_ == Show::None) paintEnd(painter, t);
}

void RaceBoard::paintTop(QPainter& painter, const RaceLayout& t) const {
    const double s = t.scale;
    // The prompt, left of the deck.
    QFont font = painter.font();
    font.setPixelSize(std::max(13, static_cast<int>(5.2 * s)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(Qt::white);
    const QRectF promptRect(t.top.left(), t.top.top(), t.deck.left() - t.top.left() - 52,
                            t.top.height());
    painter.drawText(promptRect, Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, promptText());

    // The deck in the dealer's hand: a little stack, and how many cards it holds.
    if (state_) {
        const int left = static_cast<int>(state_->deck().size());
        for (int i = std::min(left, 4) - 1; i >= 0; --i) {
            const QRectF r = t.deck.translated(i * 2.5, -i * 2.5);
            painter.setPen(QPen(kInk, 2));
            painter.setBrush(QColor(250, 250, 250));
            painter.drawRoundedRect(r, 4, 4);
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(r.adjusted(r.width() * 0.25, r.height() * 0.3, -r.width() * 0.25,
                                        -r.height() * 0.3));
        }
        painter.setPen(Qt::white);
        painter.drawText(QRectF(t.deck.left() - 44, t.deck.top(), 36, t.deck.height()),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(left));
    }

    // The card: black on white in the race, the board's colour once turned over.
    QRectF card = t.card;
    double flip = 1;
    if (show_ == Show::Deal) {
        const double k = 0.6 + 0.4 * progress_;
        card =
            QRectF(card.center().x() - card.width() * k / 2,
                   card.center().y() - card.height() * k / 2, card.width() * k, card.height() * k);
    }
    bool turned = state_ && state_->revealed();
    if (show_ == Show::Reveal && progress_ < 0.25) {
        flip = std::abs(1 - progress_ / 0.125);
        turned = progress_ >= 0.125;
    }
    card = QRectF(card.center().x() - card.width() * flip / 2, card.top(), card.width() * flip,
                  card.height());
    painter.setPen(QPen(kInk, 3));
    painter.setBrush(QColor(252, 252, 248));
    painter.drawRoundedRect(card, 8, 8);
    if (state_ && state_->card() != 0) {
        const Rectangle& r = rectangleOfCard(state_->card());
        QRectF shape = t.shapeAt(r, t.card.center());
        if (flip < 1)
            shape = QRectF(shape.center().x() - shape.width() * flip / 2, shape.top(),
                           shape.width() * flip, shape.height());
        painter.setPen(QPen(kInk, 2));
        painter.setBrush(turned ? boardColour(r.board) : kInk);
        painter.drawRect(shape);
    } else {
        painter.setPen(QPen(kInk, 2, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(card.adjusted(12, 12, -12, -12));
    }

    // Smaller than the real size: one short line says so, right of the card above the time.
    if (const QString reduced = reducedText(); !reduced.isEmpty()) {
        font.setBold(false);
        painter.setFont(font);
        painter.setPen(QColor(200, 210, 235));
        const QRectF note(t.timer.left(), t.top.top(), t.top.right() - t.timer.left(),
                          t.timer.top() - t.top.top() - 2);
        // Smaller rather than cut: two lines of Italian at 1024 x 600 lost their top half.
        drawFittedText(painter, note, Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, reduced,
                       fontScaled(11));
    }

    // The race's time: a bar that empties in 12 s.
    if (raceOpen()) {
        const double left = static_cast<double>(timeLeftMs()) / kLastStampMs;
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(255, 255, 255, 50));
        painter.drawRoundedRect(t.timer, t.timer.height() / 2, t.timer.height() / 2);
        painter.setBrush(left > 0.25 ? QColor(120, 220, 120) : QColor(255, 90, 80));
        QRectF bar = t.timer;
        bar.setWidth(bar.width() * left);
        painter.drawRoundedRect(bar, t.timer.height() / 2, t.timer.height() / 2);
    }
}

void RaceBoard::paintBoards(QPainter& painter, const RaceLayout& t) const {
    const bool revealing = state_ && state_->revealed();
    const int answer = revealing ? placeOf(rectangleOfCard(state_->card())) : -1;
    for (int b = 0; b < kBoards; ++b) {
        painter.setPen(QPen(kInk, 3));
        painter.setBrush(boardColour(b));
        painter.drawRoundedRect(t.boards[b], 10, 10);
    }
    for (int place = 0; place < kCells; ++place) {
        if (cardAtPlace(place) == 0) continue;
        const QRectF& shape = t.shapes[place];
        const bool full = state_ && raceOpen() && state_->pawnsOn(place) >= state_->capacity();
        painter.setPen(QPen(kInk, 2));
        painter.setBrush(full ? QColor(150, 150, 150) : QColor(255, 255, 255));
        if (revealing && place != answer) painter.setBrush(QColor(255, 255, 255, 120));
        painter.drawRect(shape);
        if (full) {
            painter.setPen(QPen(QColor(90, 90, 90), 2));
            painter.setClipRect(shape);
            for (double x = shape.left() - shape.height(); x < shape.right(); x += 8)
                painter.drawLine(QPointF(x, shape.bottom()),
                                 QPointF(x + shape.height(), shape.top()));
            painter.setClipping(false);
        }
        if (refused_ && *refused_ == place) {
            painter.setPen(QPen(QColor(255, 40, 40), 5));
            painter.setBrush(Qt::NoBrush);
            painter.drawLine(t.cells[place].topLeft() + QPointF(10, 10),
                             t.cells[place].bottomRight() - QPointF(10, 10));
            painter.drawLine(t.cells[place].topRight() + QPointF(-10, 10),
                             t.cells[place].bottomLeft() + QPointF(10, -10));
        }
    }
    if (answer >= 0) {
        // The matching rectangle glows, and shows the card's face beside it.
        const double pulse = show_ == Show::Reveal ? 0.5 + 0.5 * std::sin(progress_ * 18) : 1;
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(kGold, 6 + 3 * pulse));
        painter.drawRoundedRect(t.cells[answer].adjusted(3, 3, -3, -3), 8, 8);
        painter.setPen(QPen(kInk, 2));
        painter.setBrush(kGold);
        painter.drawRect(t.shapes[answer]);
    }
}

void RaceBoard::paintPawn(QPainter& painter, QPointF centre, double radius, PlayerId seat,
                          bool glow) const {
    const QColor colour = seatColour(seat);
    if (glow) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(255, 230, 90, 170));
        painter.drawEllipse(centre, radius * 1.7, radius * 1.7);
    }
    painter.setPen(QPen(inkOn(colour) == kInk ? kInk : QColor(255, 255, 255), 3));
    painter.setBrush(colour);
    painter.drawEllipse(centre, radius, radius);
    QFont font = painter.font();
    font.setPixelSize(static_cast<int>(radius * 1.2));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(inkOn(colour));
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                     Qt::AlignCenter, QString::number(seat + 1));
}

void RaceBoard::paintPawns(QPainter& painter, const RaceLayout& t) const {
    if (!state_) return;
    const double radius = std::max(9.0, 6.5 * t.scale);
    const bool revealing = state_->revealed();
    const int answer = revealing ? placeOf(rectangleOfCard(state_->card())) : -1;
    std::vector<int> onPlace(kCells, 0);
    const auto& drops = state_->drops();
    for (std::size_t i = 0; i < drops.size(); ++i) {
        const Drop& d = drops[i];
        const QRectF& cell = t.cells[d.place];
        const int index = onPlace[d.place]++;
        // The pawn just put down lands: it comes down from twice its size.
        const bool landing = show_ == Show::Drop && i + 1 == drops.size();
        const double size = landing ? radius * (2 - progress_) : radius;
        // Pawns stand on the rectangle's edge, side by side.
        const QPointF centre(cell.center().x() + (index == 0 ? -1 : 1) * radius * 1.15,
                             t.shapes[d.place].top());
        paintPawn(painter, centre, size, d.player, d.place == answer);
    }
}

void RaceBoard::paintCursors(QPainter& painter, const RaceLayout& t) const {
    if (!raceOpen()) return;
    for (std::size_t i = 0; i < humans_.size(); ++i) {
        const PlayerId seat = humans_[i];
        if (state_->hasDropped(seat)) continue;
        const QRectF cell =
            t.cells[cursors_[i]].adjusted(4 + 3.0 * i, 4 + 3.0 * i, -4 - 3.0 * i, -4 - 3.0 * i);
        const QColor colour = seatColour(seat);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(inkOn(colour) == kInk ? kInk : QColor(255, 255, 255), 7));
        painter.drawRoundedRect(cell, 9, 9);
        painter.setPen(QPen(colour, 4));
        painter.drawRoundedRect(cell, 9, 9);
        const double radius = std::max(8.0, 4.5 * t.scale);
        paintPawn(painter, cell.topLeft() + QPointF(radius + 2, radius + 2), radius, seat, false);
    }
}

void RaceBoard::paintSeats(QPainter& painter, const RaceLayout& t) const {
    // The humans' keys, one box each: the pawn, the name, the keys (the cards won are on the
    // players' panel).
    const int count = static_cast<int>(humans_.size());
    if (count == 0) return;
    const double width = t.seats.width() / count;
    for (int human = 0; human < count; ++human) {
        const PlayerId seat = humans_[human];
        const QRectF box =
            QRectF(t.seats.left() + human * width, t.seats.top(), width, t.seats.height())
                .adjusted(3, 4, -3, -6);
        const bool down = state_ && raceOpen() && state_->hasDropped(seat);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(255, 255, 255, down ? 70 : 30));
        painter.drawRoundedRect(box, 10, 10);
        // The pawn and the name above, the keys across the whole box below.
        const double radius = box.height() * 0.21;
        paintPawn(painter, QPointF(box.left() + radius + 8, box.top() + radius + 4), radius, seat,
                  false);
        QString keys = human < kKeyBlocks ? keyBlockName(human) : QString();
        if (mouseSeat() == seat) keys += (keys.isEmpty() ? QString() : tr(" + ")) + tr("Mouse");
        QFont font = painter.font();
        font.setPixelSize(fontScaled(14));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(Qt::white);
        const QRectF name(box.left() + 2 * radius + 14, box.top() + 2,
                          box.width() - 2 * radius - 18, 2 * radius + 4);
        painter.drawText(name, Qt::AlignLeft | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(seatName(seat), Qt::ElideRight,
                                                          static_cast<int>(name.width())));
        const QRectF keysRect(box.left() + 8, name.bottom(), box.width() - 12,
                              box.bottom() - name.bottom());
        font.setPixelSize(fontScaled(keysRect.width() < 150 ? 12 : 14));
        painter.setFont(font);
        painter.setPen(QColor(255, 230, 120));
        painter.drawText(keysRect, Qt::AlignLeft | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(keys, Qt::ElideRight,
                                                          static_cast<int>(keysRect.width())));
    }
}

void RaceBoard::paintEnd(QPainter& painter, const RaceLayout& t) const {
    const std::vector<int> places = state_->ranking();
    QStringList winners;
    for (PlayerId seat = 0; seat < static_cast<PlayerId>(places.size()); ++seat)
        if (places[seat] == 1) winners << seatName(seat);
    const std::vector<int> scores = state_->scores();
    const int most = *std::max_element(scores.begin(), scores.end());
    const QString text = winners.size() == 1
                             ? tr("%1 wins with %n card(s)!", nullptr, most).arg(winners.front())
                             : tr("%1 share the win with %n card(s) each!", nullptr, most)
                                   .arg(winners.join(tr(" and ")));
    const QRectF banner(t.boards[0].left() + t.boards[0].width() * 0.5,
                        t.boards[0].bottom() - 30 * t.scale,
                        t.boards[2].right() - t.boards[0].left() - t.boards[0].width(),
                        t.boards[3].top() - t.boards[0].bottom() + 60 * t.scale);
    painter.setPen(QPen(kInk, 4));
    painter.setBrush(kGold);
    painter.drawRoundedRect(banner, 18, 18);
    QFont font = painter.font();
    font.setPixelSize(std::max(18, static_cast<int>(9 * t.scale)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(kInk);
    painter.drawText(banner.adjusted(12, 6, -12, -6), Qt::AlignCenter | Qt::TextWordWrap, text);
}

}  // namespace lt::shell::rectangle_race
