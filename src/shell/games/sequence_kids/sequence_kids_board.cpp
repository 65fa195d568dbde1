#include "sequence_kids_board.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <algorithm>

#include "animal_art.h"
#include "games/sequence_kids/moves.h"
#include "games/sequence_kids/rules.h"

namespace lt::shell::sequence_kids {

using namespace lt::sequence_kids;

namespace {

const QColor kInk(40, 30, 25);
const QColor kGold(255, 200, 40);

void paintCardFace(QPainter& painter, const QRectF& rect, Card card, bool dead) {
    const double r = rect.width() * 0.1;
    painter.setPen(QPen(kInk, std::max(1.0, rect.width() * 0.02)));
    painter.setBrush(Qt::white);
    painter.drawRoundedRect(rect, r, r);
    const QRectF inner = rect.adjusted(rect.width() * 0.07, rect.width() * 0.07,
                                       -rect.width() * 0.07, -rect.width() * 0.07);
    painter.setPen(Qt::NoPen);
    painter.setBrush(cardBackground(card));
    painter.drawRoundedRect(inner, r * 0.7, r * 0.7);
    paintCardPicture(painter, card, inner.adjusted(2, 2, -2, -2));
    if (!dead) return;
    painter.setBrush(QColor(120, 120, 120, 150));
    painter.drawRoundedRect(rect, r, r);
    painter.setPen(QPen(QColor(70, 70, 70), rect.width() * 0.1, Qt::SolidLine, Qt::RoundCap));
    const QRectF x = rect.adjusted(rect.width() * 0.2, rect.height() * 0.25, -rect.width() * 0.2,
                                   -rect.height() * 0.25);
    painter.drawLine(x.topLeft(), x.bottomRight());
    painter.drawLine(x.topRight(), x.bottomLeft());
}

void paintCardBack(QPainter& painter, const QRectF& rect) {
    const double r = rect.width() * 0.1;
    painter.setPen(QPen(kInk, std::max(1.0, rect.width() * 0.02)));
    painter.setBrush(QColor(110, 70, 170));
    painter.drawRoundedRect(rect, r, r);
    painter.setPen(QPen(QColor(255, 255, 255, 120), std::max(1.0, rect.width() * 0.04)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(rect.adjusted(rect.width() * 0.12, rect.width() * 0.12,
                                          -rect.width() * 0.12, -rect.width() * 0.12),
                            r * 0.6, r * 0.6);
    paintFreeStar(painter, rect.adjusted(rect.width() * 0.2, rect.height() * 0.2,
                                         -rect.width() * 0.2, -rect.height() * 0.2));
}

void paintChip(QPainter& painter, const QRectF& cell, const QColor& colour) {
    const QPointF centre = cell.center();
    const double radius = cell.width() * 0.4;
    QRadialGradient shade(centre - QPointF(radius * 0.3, radius * 0.3), radius * 1.3);
    shade.setColorAt(0, colour.lighter(150));
    shade.setColorAt(0.5, colour);
    shade.setColorAt(1, colour.darker(150));
    painter.setPen(QPen(kInk, std::max(1.0, cell.width() * 0.03)));
    painter.setBrush(shade);
    painter.drawEllipse(centre, radius, radius);
    painter.setPen(QPen(QColor(255, 255, 255, 170), std::max(1.0, cell.width() * 0.04)));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(centre, radius * 0.62, radius * 0.62);
}

QString teamNames(const std::vector<QString>& names) {
    if (names.size() == 2) return SequenceKidsBoard::tr("%1 and %2").arg(names[0], names[1]);
    return names.empty() ? QString() : names.front();
}

}  // namespace

SequenceKidsBoard::SequenceKidsBoard(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(minimumSizeHint());
    passButton_ = new QPushButton(tr("Pass"), this);
    passButton_->setToolTip(
        tr("None of your cards can be played: the next player goes on (Enter)"));
    passButton_->hide();
    connect(passButton_, &QPushButton::clicked, this, [this] {
        if (inputSeat_) emitMove(passMove());
    });
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setEasingCurve(QEasingCurve::OutBounce);
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        progress_ = value.toDouble();
        update();
    });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        animatedCell_.reset();
        update();
        emit animationFinished();
    });
}

SequenceKidsBoard::~SequenceKidsBoard() = default;

void SequenceKidsBoard::setSeats(const std::vector<SeatLook>& seats) {
    BoardView::setSeats(seats);
    update();
}

void SequenceKidsBoard::showState(const State& state, PlayerId viewer) {
    const auto* kids = dynamic_cast<const SequenceKidsState*>(&state);
    if (!kids) return;
    animation_.stop();
    animatedCell_.reset();
    state_ = std::make_unique<SequenceKidsState>(*kids);
    viewer_ = viewer;
    if (viewer >= 0 && viewer < state_->numPlayers()) lastHandSeat_ = viewer;
    update();
}

void SequenceKidsBoard::requestMove(PlayerId player) {
    if (!state_ || state_->currentActor() != player) return;
    inputSeat_ = player;
    legal_ = state_->legalMoves();
    selected_.reset();
    cursor_.reset();
    focusCard_ = 0;
    const bool onlyPass = legal_.size() == 1 && kindOf(legal_.front()) == MoveKind::Pass;
    passButton_->setVisible(onlyPass);
    resizeEvent(nullptr);
    update();
}

void SequenceKidsBoard::cancelRequest() {
    inputSeat_.reset();
    legal_.clear();
    selected_.reset();
    cursor_.reset();
    hint_.reset();
    passButton_->hide();
    update();
}

void SequenceKidsBoard::animateMove(const State& before, Move move, const State& after,
                                    PlayerId viewer, double pace) {
    const MoveKind kind = kindOf(move);
    const auto* shown = dynamic_cast<const SequenceKidsState*>(&before);
    showState(after, viewer);
    if (kind != MoveKind::Place && kind != MoveKind::Dragon) {
        emit animationFinished();
        return;
    }
    const Cell cell = cellOfMove(move);
    lastCell_ = cell;
    if (pace <= 0 || !shown) {
        emit animationFinished();
        return;
    }
    // The chip drops onto its space, or the Dragon's prey fades away: slow enough for a child
    // to see what the computer did.
    animatedCell_ = cell;
    animatedRemoval_ = kind == MoveKind::Dragon;
    const Table& table = shown->table();
    animatedColour_ = sideColour(animatedRemoval_ ? table.chips[cell] : table.sideOf(table.turn));
    progress_ = 0;
    animation_.setEasingCurve(animatedRemoval_ ? QEasingCurve::InQuad : QEasingCurve::OutBounce);
    animation_.setDuration(std::max(1, static_cast<int>(800 * pace)));
    animation_.start();
}

void SequenceKidsBoard::showHint(Move move) {
    hint_ = move;
    update();
}

PlayerId SequenceKidsBoard::handSeat() const {
    if (viewer_ >= 0 && state_ && viewer_ < state_->numPlayers()) return viewer_;
    if (viewer_ == perspective::everyone && state_ && state_->table().phase == Phase::Playing)
        return state_->table().turn;
    return lastHandSeat_;
}

bool SequenceKidsBoard::handFaceUp() const {
    if (!state_) return false;
    return state_->table().openHands || viewer_ == perspective::everyone ||
           (viewer_ >= 0 && viewer_ == handSeat());
}

std::vector<Card> SequenceKidsBoard::shownHand() const {
    if (!state_ || handSeat() >= state_->numPlayers()) return {};
    return state_->hand(handSeat()).list();
}

BoardLayout SequenceKidsBoard::layout() const {
    return layoutBoard(QSizeF(size()), state_ ? state_->numPlayers() : 2);
}

std::vector<Move> SequenceKidsBoard::movesOfCard(Card card) const {
    std::vector<Move> moves;
    for (Move move : legal_) {
        const MoveKind kind = kindOf(move);
        if ((kind == MoveKind::Place || kind == MoveKind::DeadCard) && cardOfMove(move) == card)
            moves.push_back(move);
        else if (kind == MoveKind::Dragon && card == kDragon)
            moves.push_back(move);
    }
    return moves;
}

void SequenceKidsBoard::emitMove(Move move) {
    if (!inputSeat_) return;
    inputSeat_.reset();
    legal_.clear();
    selected_.reset();
    cursor_.reset();
    hint_.reset();
    passButton_->hide();
    update();
    emit moveChosen(move);
}

void SequenceKidsBoard::pickCard(int index) {
    const auto hand = shownHand();
    if (!inputSeat_ || index < 0 || index >= static_cast<int>(hand.size())) return;
    focusCard_ = index;
    const auto moves = movesOfCard(hand[index]);
    if (moves.empty()) return;
    if (kindOf(moves.front()) == MoveKind::DeadCard) {
        emitMove(moves.front());
        return;
    }
    selected_ = index;
    cursor_ = cellOfMove(moves.front());
    update();
}

void SequenceKidsBoard::pickCell(Cell cell) {
    if (!inputSeat_) return;
    const auto hand = shownHand();
    if (selected_) {
        for (Move move : movesOfCard(hand[*selected_]))
            if (kindOf(move) != MoveKind::DeadCard && cellOfMove(move) == cell) {
                emitMove(move);
                return;
            }
        return;
    }
    // No card picked: an animal space whose card is in the hand plays it.
    for (Move move : legal_)
        if (kindOf(move) == MoveKind::Place && isAnimalCard(cardOfMove(move)) &&
            cellOfMove(move) == cell) {
            emitMove(move);
            return;
        }
}

void SequenceKidsBoard::moveCursor(int dRow, int dColumn) {
    const Cell from = cursor_.value_or(cellAt(0, 0));
    const int row = std::clamp(rowOf(from) + dRow, 0, kRows - 1);
    const int column = std::clamp(columnOf(from) + dColumn, 0, kColumns - 1);
    cursor_ = cellAt(row, column);
    update();
}

void SequenceKidsBoard::mousePressEvent(QMouseEvent* event) {
    if (!inputSeat_ || event->button() != Qt::LeftButton) return;
    const BoardLayout t = layout();
    const QPointF point = event->position();
    const auto cards = t.handCards(static_cast<int>(shownHand().size()));
    for (int i = 0; i < static_cast<int>(cards.size()); ++i)
        if (cards[i].contains(point)) {
            if (selected_ == i) {
                selected_.reset();
                update();
            } else {
                pickCard(i);
            }
            return;
        }
    if (const auto cell = t.cellAt(point)) pickCell(*cell);
}

void SequenceKidsBoard::keyPressEvent(QKeyEvent* event) {
    if (!inputSeat_) {
        BoardView::keyPressEvent(event);
        return;
    }
    const int count = static_cast<int>(shownHand().size());
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter ||
                       event->key() == Qt::Key_Space;
    if (passButton_->isVisible()) {
        if (enter) emitMove(passMove());
        return;
    }
    if (event->key() >= Qt::Key_1 && event->key() < Qt::Key_1 + count) {
        pickCard(event->key() - Qt::Key_1);
        return;
    }
    if (!selected_) {
        // Choosing a card.
        switch (event->key()) {
            case Qt::Key_Left:
                focusCard_ = (focusCard_ + count - 1) % std::max(1, count);
                break;
            case Qt::Key_Right:
                focusCard_ = (focusCard_ + 1) % std::max(1, count);
                break;
            default:
                if (enter)
                    pickCard(focusCard_);
                else
                    BoardView::keyPressEvent(event);
                return;
        }
        update();
        return;
    }
    // Choosing a space for the picked card.
    switch (event->key()) {
        case Qt::Key_Left:
            moveCursor(0, -1);
            return;
        case Qt::Key_Right:
            moveCursor(0, 1);
            return;
        case Qt::Key_Up:
            moveCursor(-1, 0);
            return;
        case Qt::Key_Down:
            moveCursor(1, 0);
            return;
        case Qt::Key_Escape:
            selected_.reset();
            cursor_.reset();
            update();
            return;
        default:
            if (enter && cursor_)
                pickCell(*cursor_);
            else
                BoardView::keyPressEvent(event);
    }
}

void SequenceKidsBoard::resizeEvent(QResizeEvent* event) {
    (void)event;
    const BoardLayout t = layout();
    const QSize hint = passButton_->sizeHint();
    passButton_->setGeometry(QRect(t.drawPile.center().toPoint() - QPoint(hint.width() / 2, 0) +
                                       QPoint(0, int(t.drawPile.height() * 0.1)),
                                   hint));
}

QColor SequenceKidsBoard::seatColour(PlayerId seat) const {
    if (seat >= 0 && seat < static_cast<int>(seats().size())) return seats()[seat].colour;
    return QColor(128, 128, 128);
}

QColor SequenceKidsBoard::sideColour(int side) const {
    // A team plays the colour of its first seat.
    return seatColour(side);
}

void SequenceKidsBoard::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QLinearGradient background(0, 0, 0, height());
    background.setColorAt(0, QColor(200, 235, 225));
    background.setColorAt(1, QColor(160, 210, 200));
    painter.fillRect(rect(), background);
    if (!state_) return;
    const BoardLayout t = layout();
    paintBoard(painter, t);
    paintChips(painter, t);
    paintMarks(painter, t);
    paintHand(painter, t);
    paintPlates(painter, t);
    paintResult(painter, t);
}

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
