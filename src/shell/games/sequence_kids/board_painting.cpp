// How the Sequence for Kids board draws itself: the animal spaces, the chips, the marks (lit
// spaces, lines of three, the winning line), the hand, the players' plates and the result.
#include <QPainter>
#include <algorithm>

#include "games/sequence_kids/animal_art.h"
#include "games/sequence_kids/moves.h"
#include "games/sequence_kids/pieces.h"
#include "games/sequence_kids/rules.h"
#include "games/sequence_kids/sequence_kids_board.h"

namespace lt::shell::sequence_kids {

using namespace lt::sequence_kids;

namespace {

QString teamNames(const std::vector<QString>& names) {
    if (names.size() == 2) return SequenceKidsBoard::tr("%1 and %2").arg(names[0], names[1]);
    return names.empty() ? QString() : names.front();
}

}  // namespace

void SequenceKidsBoard::paintBoard(QPainter& painter, const BoardLayout& t) const {
    const double r = t.cell * 0.2;
    painter.setPen(QPen(kInk, 2));
    painter.setBrush(QColor(40, 90, 150));
    painter.drawRoundedRect(t.frame, r, r);
    for (Cell cell = 0; cell < kCells; ++cell) {
        const QRectF box =
            t.cellRect(cell).adjusted(t.cell * 0.04, t.cell * 0.04, -t.cell * 0.04, -t.cell * 0.04);
        const auto animal = animalAt(cell);
        painter.setPen(Qt::NoPen);
        painter.setBrush(animal ? animalBackground(*animal) : QColor(255, 245, 200));
        painter.drawRoundedRect(box, t.cell * 0.12, t.cell * 0.12);
        const QRectF picture =
            box.adjusted(t.cell * 0.06, t.cell * 0.06, -t.cell * 0.06, -t.cell * 0.06);
        if (animal)
            paintAnimal(painter, *animal, picture);
        else
            paintFreeStar(painter, picture);
    }
}

void SequenceKidsBoard::paintChips(QPainter& painter, const BoardLayout& t) const {
    const Table& table = state_->table();
    for (Cell cell = 0; cell < kCells; ++cell)
        if (table.chips[cell] != kNoChip && cell != animatedCell_)
            paintChip(painter, t.cellRect(cell), sideColour(table.chips[cell]));
    paintAnimatedChip(painter, t);
    if (lastCell_) {
        painter.setPen(QPen(Qt::white, std::max(2.0, t.cell * 0.05), Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(t.cellRect(*lastCell_).adjusted(2, 2, -2, -2), t.cell * 0.14,
                                t.cell * 0.14);
    }
}

void SequenceKidsBoard::paintAnimatedChip(QPainter& painter, const BoardLayout& t) const {
    if (!animatedCell_) return;
    const QRectF cell = t.cellRect(*animatedCell_);
    painter.save();
    if (animatedRemoval_) {
        // Shrinks and fades.
        painter.setOpacity(1 - progress_);
        const double scale = 1 - 0.5 * progress_;
        paintChip(painter,
                  QRectF(0, 0, cell.width() * scale, cell.height() * scale)
                      .translated(cell.center() -
                                  QPointF(cell.width() * scale / 2, cell.height() * scale / 2)),
                  animatedColour_);
    } else {
        // Falls from above the space and bounces on it.
        const double lift = (1 - progress_) * cell.height() * 1.5;
        paintChip(painter, cell.translated(0, -lift), animatedColour_);
    }
    painter.restore();
}

void SequenceKidsBoard::paintMarks(QPainter& painter, const BoardLayout& t) const {
    const Table& table = state_->table();
    auto centre = [&t](Cell cell) { return t.cellRect(cell).center(); };
    // Lines of three: a band in the side's colour and a ring on the space still needed.
    if (table.hints && table.phase == Phase::Playing)
        for (int side = 0; side < table.numSides(); ++side)
            for (const Line& line : linesOfThree(table.chips, side)) {
                QColor band = sideColour(side);
                band.setAlpha(110);
                painter.setPen(QPen(band, t.cell * 0.22, Qt::SolidLine, Qt::RoundCap));
                painter.drawLine(centre(line.front()), centre(line.back()));
                for (Cell cell : line)
                    if (table.chips[cell] == kNoChip && !isCorner(cell)) {
                        painter.setPen(QPen(sideColour(side), t.cell * 0.07, Qt::DotLine));
                        painter.setBrush(Qt::NoBrush);
                        painter.drawEllipse(centre(cell), t.cell * 0.42, t.cell * 0.42);
                    }
            }
    // The winning line(s).
    if (table.phase == Phase::Over && table.winner != kNoWinner) {
        for (const Line& line : allLines()) {
            if (!std::all_of(line.begin(), line.end(),
                             [&](Cell cell) { return countsFor(table.chips, cell, table.winner); }))
                continue;
            painter.setPen(QPen(kInk, t.cell * 0.26, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(centre(line.front()), centre(line.back()));
            painter.setPen(QPen(kGold, t.cell * 0.17, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(centre(line.front()), centre(line.back()));
        }
        for (Cell cell : table.winningCells) {
            painter.setPen(QPen(kGold, t.cell * 0.08));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(t.cellRect(cell).adjusted(2, 2, -2, -2), t.cell * 0.14,
                                    t.cell * 0.14);
        }
    }
    // The spaces the picked (or hinted) card may take.
    std::vector<Cell> targets;
    bool dragon = false;
    const auto hand = shownHand();
    if (selected_ && *selected_ < static_cast<int>(hand.size())) {
        for (Move move : movesOfCard(hand[*selected_]))
            if (kindOf(move) != MoveKind::DeadCard) targets.push_back(cellOfMove(move));
        dragon = hand[*selected_] == kDragon;
    } else if (hint_ && (kindOf(*hint_) == MoveKind::Place || kindOf(*hint_) == MoveKind::Dragon)) {
        targets.push_back(cellOfMove(*hint_));
        dragon = kindOf(*hint_) == MoveKind::Dragon;
    }
    const QColor mine = inputSeat_ ? sideColour(table.sideOf(*inputSeat_)) : kGold;
    for (Cell cell : targets) {
        const QRectF box = t.cellRect(cell).adjusted(1, 1, -1, -1);
        painter.setPen(QPen(Qt::white, t.cell * 0.16));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(box, t.cell * 0.16, t.cell * 0.16);
        painter.setPen(QPen(dragon ? QColor(220, 30, 30) : mine, t.cell * 0.09));
        painter.drawRoundedRect(box, t.cell * 0.16, t.cell * 0.16);
        if (dragon) {
            painter.setPen(QPen(QColor(220, 30, 30), t.cell * 0.08, Qt::SolidLine, Qt::RoundCap));
            const QRectF x = box.adjusted(t.cell * 0.3, t.cell * 0.3, -t.cell * 0.3, -t.cell * 0.3);
            painter.drawLine(x.topLeft(), x.bottomRight());
            painter.drawLine(x.topRight(), x.bottomLeft());
        }
    }
    if (cursor_ && selected_) {
        painter.setPen(QPen(kInk, t.cell * 0.05, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(t.cellRect(*cursor_).adjusted(3, 3, -3, -3));
    }
}

void SequenceKidsBoard::paintHand(QPainter& painter, const BoardLayout& t) const {
    const auto hand = shownHand();
    const auto cards = t.handCards(static_cast<int>(hand.size()));
    const bool faceUp = handFaceUp();
    const int side = state_->table().sideOf(std::max(0, handSeat()));
    for (int i = 0; i < static_cast<int>(hand.size()); ++i) {
        QRectF rect = cards[i];
        const bool picked = selected_ == i;
        const bool hinted = hint_ && !selected_ && inputSeat_ && kindOf(*hint_) != MoveKind::Pass &&
                            (cardOfMove(*hint_) == hand[i]);
        if (picked) rect.translate(0, -t.card.height() * 0.08);
        if (!faceUp) {
            paintCardBack(painter, rect);
            continue;
        }
        const bool dead = isDead(hand[i], state_->table().chips, side);
        paintCardFace(painter, rect, hand[i], dead);
        if (picked || hinted) {
            painter.setPen(QPen(kGold, t.card.width() * 0.07));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), t.card.width() * 0.1,
                                    t.card.width() * 0.1);
        }
        if (inputSeat_ && !selected_ && i == focusCard_ && hasFocus()) {
            painter.setPen(QPen(kInk, 2, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), t.card.width() * 0.12,
                                    t.card.width() * 0.12);
        }
    }
    // The draw pile: a few backs and how many cards it holds.
    const int drawCount = state_->table().drawCount;
    for (int i = std::min(3, drawCount) - 1; i >= 0; --i)
        paintCardBack(painter, t.drawPile.translated(i * 2.5, -i * 2.5));
    if (drawCount == 0) {
        painter.setPen(QPen(QColor(255, 255, 255, 160), 2, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(t.drawPile, 6, 6);
    }
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(9, int(t.drawPile.height() * 0.16)));
    painter.setFont(font);
    const QRectF badge(t.drawPile.right() - t.drawPile.width() * 0.45,
                       t.drawPile.bottom() - t.drawPile.height() * 0.22, t.drawPile.width() * 0.5,
                       t.drawPile.height() * 0.24);
    painter.setPen(QPen(kInk, 1.5));
    painter.setBrush(Qt::white);
    painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
    painter.drawText(badge, Qt::AlignCenter, QString::number(drawCount));
}

void SequenceKidsBoard::paintPlates(QPainter& painter, const BoardLayout& t) const {
    const Table& table = state_->table();
    for (PlayerId seat = 0; seat < table.numPlayers; ++seat) {
        const QRectF plate = t.plates[seat];
        const bool toAct = table.phase == Phase::Playing && table.turn == seat;
        painter.setPen(QPen(toAct ? kGold : QColor(255, 255, 255, 120), toAct ? 4 : 1.5));
        painter.setBrush(QColor(255, 255, 255, toAct ? 230 : 150));
        painter.drawRoundedRect(plate, 8, 8);
        const double h = plate.height();
        const QRectF chip(plate.left() + h * 0.1, plate.top() + h * 0.1, h * 0.45, h * 0.45);
        paintChip(painter, chip.adjusted(-h * 0.06, -h * 0.06, h * 0.06, h * 0.06),
                  sideColour(table.sideOf(seat)));
        QFont font = painter.font();
        font.setBold(toAct);
        font.setPixelSize(std::clamp(int(h * 0.24), 9, 20));
        painter.setFont(font);
        painter.setPen(kInk);
        const QRectF nameBox(chip.right() + h * 0.12, plate.top() + h * 0.08,
                             plate.width() - h * 1.4, h * 0.4);
        painter.drawText(
            nameBox, Qt::AlignLeft | Qt::AlignVCenter,
            painter.fontMetrics().elidedText(seatName(seat), Qt::ElideRight, int(nameBox.width())));
        // The cards in hand, as small backs (or faces when they may be seen).
        const QSizeF mini(h * 0.3, h * 0.4);
        const bool open = table.openHands || viewer_ == perspective::everyone;
        const auto held = state_->hand(seat).list();
        for (int i = 0; i < table.handCounts[seat]; ++i) {
            const QRectF card(QPointF(plate.left() + h * 0.12 + i * mini.width() * 1.1,
                                      plate.bottom() - mini.height() - h * 0.08),
                              mini);
            if (open && i < static_cast<int>(held.size()))
                paintCardFace(painter, card, held[i], false);
            else
                paintCardBack(painter, card);
        }
        // The top of the discard pile, face up (S1).
        const auto& pile = table.discards[seat];
        const QRectF top(plate.right() - h * 0.6, plate.top() + h * 0.12, h * 0.5, h * 0.72);
        if (!pile.empty()) paintCardFace(painter, top, pile.back(), false);
    }
}

void SequenceKidsBoard::paintResult(QPainter& painter, const BoardLayout& t) const {
    const Table& table = state_->table();
    if (table.phase != Phase::Over) return;
    QString text;
    if (table.winner == kNoWinner) {
        text = tr("Nobody wins: a draw");
    } else {
        std::vector<QString> names;
        for (PlayerId seat = 0; seat < table.numPlayers; ++seat)
            if (table.sideOf(seat) == table.winner) names.push_back(seatName(seat));
        text = names.size() > 1 ? tr("%1 win!").arg(teamNames(names))
                                : tr("%1 wins!").arg(names.front());
    }
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(12, int(t.cell * 0.38)));
    painter.setFont(font);
    const double width = painter.fontMetrics().horizontalAdvance(text) + t.cell * 1.2;
    QRectF banner(0, 0, std::min(width, t.frame.width()), t.cell * 0.75);
    // On the row farthest from the winning line, so the banner never hides it.
    double winningRow = 0;
    for (Cell cell : table.winningCells) winningRow += rowOf(cell);
    if (!table.winningCells.empty()) winningRow /= table.winningCells.size();
    const double bannerRow = winningRow >= (kRows - 1) / 2.0 ? 0.5 : kRows - 0.5;
    banner.moveCenter(QPointF(t.grid.center().x(), t.grid.top() + t.cell * bannerRow));
    painter.setPen(QPen(kInk, 3));
    painter.setBrush(QColor(255, 250, 230, 235));
    painter.drawRoundedRect(banner, banner.height() / 2, banner.height() / 2);
    if (table.winner != kNoWinner) {
        const QRectF chip(banner.left() + banner.height() * 0.1, banner.top(), banner.height(),
                          banner.height());
        paintChip(painter, chip, sideColour(table.winner));
    }
    painter.setPen(kInk);
    painter.drawText(banner, Qt::AlignCenter, text);
}

}  // namespace lt::shell::sequence_kids
