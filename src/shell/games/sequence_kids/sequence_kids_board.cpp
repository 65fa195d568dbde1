#include "games/sequence_kids/sequence_kids_board.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPushButton>
#include <algorithm>

#include "games/sequence_kids/moves.h"
#include "games/sequence_kids/pieces.h"

namespace lt::shell::sequence_kids {

using namespace lt::sequence_kids;

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

}  // namespace lt::shell::sequence_kids
