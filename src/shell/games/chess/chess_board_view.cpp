#include "games/chess/chess_board_view.h"
#include "games/chess/hint_explanation.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDate>
#include <QEasingCurve>
#include <QFileDialog>
#include <QKeyEvent>
#include <QMessageBox>
#include <QMouseEvent>
#include <algorithm>
#include <cmath>

#include "games/chess/files.h"
#include "games/chess/move_text.h"
#include "games/chess/notation.h"
#include "games/chess/pgn.h"

namespace lt::shell::chess {
namespace {

using namespace lt::chess;

constexpr int kSlideMs = 320;  // at pace 1
constexpr int kHintMs = 8000;
// The chooser's order, as most chess programs show it.
constexpr PieceType kPromotionChoices[4] = {Queen, Rook, Bishop, Knight};

const ChessState* asChess(const State& state) {
    return dynamic_cast<const ChessState*>(&state);
}

}  // namespace

ChessBoardView::ChessBoardView(QWidget* parent) : BoardView(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    refusalTimer_.setSingleShot(true);
    connect(&refusalTimer_, &QTimer::timeout, this, &ChessBoardView::clearRefusal);
    hintTimer_.setSingleShot(true);
    connect(&hintTimer_, &QTimer::timeout, this, [this] {
        hint_.reset();
        update();
    });
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        slide_.t = QEasingCurve(QEasingCurve::InOutQuad).valueForProgress(value.toDouble());
        update();
    });
    connect(&animation_, &QVariantAnimation::finished, this, &ChessBoardView::finishAnimation);
    createActions();
    createGameButtons();
}

void ChessBoardView::showEvent(QShowEvent* event) {
    BoardView::showEvent(event);
    // The window's own position actions (Paste FEN, Set Up Position) in the board's menu too.
    for (const char* name : {"pasteFenAction", "setUpPositionAction"})
        if (QAction* action = window()->findChild<QAction*>(name);
            action && !actions().contains(action))
            addAction(action);
}

void ChessBoardView::createActions() {
    setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* flip = new QAction(tr("&Flip board"), this);
    flip->setShortcut(Qt::Key_F);
    flip->setShortcutContext(Qt::WidgetShortcut);
    connect(flip, &QAction::triggered, this, [this] { setFlipped(!flipped_); });
    auto* copyFen = new QAction(tr("Copy &FEN"), this);
    copyFen->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_C);
    copyFen->setShortcutContext(Qt::WidgetShortcut);
    connect(copyFen, &QAction::triggered, this,
            [this] { QApplication::clipboard()->setText(fen()); });
    auto* copyPgn = new QAction(tr("Copy &PGN"), this);
    copyPgn->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_P);
    copyPgn->setShortcutContext(Qt::WidgetShortcut);
    connect(copyPgn, &QAction::triggered, this,
            [this] { QApplication::clipboard()->setText(pgn()); });
    auto* savePgn = new QAction(tr("Save game as PG&N…"), this);
    connect(savePgn, &QAction::triggered, this, &ChessBoardView::savePgnAs);
    addActions({flip, copyFen, copyPgn, savePgn});
}

void ChessBoardView::setSeats(const std::vector<SeatLook>& seats) {
    BoardView::setSeats(seats);
    // The human's colour at the bottom: Black only when Black alone is human.
    flipped_ = seats.size() == 2 && seats[1].human && !seats[0].human;
    update();
}

void ChessBoardView::setFlipped(bool flipped) {
    flipped_ = flipped;
    update();
}

const Position* ChessBoardView::shownPosition() const {
    if (slide_.after) return slide_.t < 1 ? &state_->position() : &slide_.after->position();
    return state_ ? &state_->position() : nullptr;
}

QString ChessBoardView::fen() const {
    const Position* position = shownPosition();
    return position ? QString::fromStdString(position->fen()) : QString();
}

QString ChessBoardView::pgn() const {
    const ChessState* game = live_ ? live_.get() : state_.get();
    if (!game) return {};
    return pgnText(*game, seatName(0), seatName(1));
}

void ChessBoardView::savePgnAs() {
    if (!state_) return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save game as PGN"), QString(),
                                                      tr("PGN files (*.pgn)"));
    if (path.isEmpty()) return;
    const QString error = writeTextFile(path, pgn());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Save game as PGN"),
                             tr("Could not write %1: %2").arg(path, error));
}

// ---- What the match controller asks for --------------------------------------------------

void ChessBoardView::showState(const State& state, PlayerId /*viewer*/) {
    const ChessState* chess = asChess(state);
    if (!chess) return;
    if (animation_.state() == QAbstractAnimation::Running) animation_.stop();
    slide_ = {};
    justChosen_.reset();
    state_ = std::make_unique<ChessState>(*chess);
    // The first state and a finished game are the game itself; others may be a past position.
    if (!live_ || chess->isTerminal()) followLive(*chess);
    update();
}

void ChessBoardView::requestMove(PlayerId player) {
    if (!state_ || state_->currentActor() != player) return;
    followLive(*state_);  // asked to move: the shown state is the game's
    if (clock_) clock_->run(state_->position().sideToMove());
    offered_.clear();
    for (lt::Move code : state_->legalMoves())
        offered_.push_back(ChessMove::fromCode(static_cast<std::uint16_t>(code)));
    justChosen_.reset();
    resetPick();
    typed_.clear();
    setFocus();
    update();
}

void ChessBoardView::cancelRequest() {
    clearRefusal();
    typed_.clear();
    offered_.clear();
    resetPick();
    update();
}

void ChessBoardView::animateMove(const State& before, lt::Move move, const State& after,
                                 PlayerId viewer, double pace) {
    const ChessState* from = asChess(before);
    const ChessState* to = asChess(after);
    if (!from || !to) {
        BoardView::animateMove(before, move, after, viewer, pace);
        return;
    }
    if (animation_.state() == QAbstractAnimation::Running) animation_.stop();
    if (from->awaitingDraw()) {
        // The Chess960 start position drawn: the pieces are simply set up.
        slide_ = {};
        justChosen_.reset();
        state_ = std::make_unique<ChessState>(*to);
        update();
        QTimer::singleShot(0, this, [this] { emit animationFinished(); });
        return;
    }
    if (move > 0xFFFF) {
        // A claim: nothing moves on the board.
        slide_ = {};
        justChosen_.reset();
        state_ = std::make_unique<ChessState>(*to);
        afterClaim(*from, move, *to);
        update();
        QTimer::singleShot(0, this, [this] { emit animationFinished(); });
        return;
    }
    if (clock_) {
        if (to->isTerminal())
            clock_->stop();
        else
            clock_->moveMade(from->position().sideToMove(), to->position().sideToMove());
    }
    followLive(*to);
    const ChessMove m = ChessMove::fromCode(static_cast<std::uint16_t>(move));
    // The human has already put the piece where it goes: no slide for that move.
    const bool byHuman = justChosen_ && *justChosen_ == m;
    justChosen_.reset();
    hint_.reset();
    state_ = std::make_unique<ChessState>(*from);
    slide_.after = std::make_unique<ChessState>(*to);
    slide_.move = m;
    slide_.piece = from->position().pieceOn(m.from());
    slide_.t = 0;
    if (byHuman || pace <= 0) {
        finishAnimation();
        return;
    }
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setDuration(std::max(1, static_cast<int>(kSlideMs * pace)));
    animation_.start();
}

void ChessBoardView::finishAnimation() {
    if (!slide_.after) return;
    state_ = std::move(slide_.after);
    slide_ = {};
    update();
    // Queued, so the controller sees the signal after animateMove() has returned.
    QTimer::singleShot(0, this, [this] { emit animationFinished(); });
}

std::function<QString(const std::atomic<bool>& stop)> ChessBoardView::hintExplainer() const {
    if (!state_) return {};
    return [position = state_->position()](const std::atomic<bool>& stop) {
        return explainChessHint(position, stop);
    };
}

void ChessBoardView::showHint(lt::Move move) {
    hint_ = ChessMove::fromCode(static_cast<std::uint16_t>(move));
    hintTimer_.start(kHintMs);
    update();
}

void ChessBoardView::showBetterMove(const State& before, std::optional<lt::Move> move) {
    betterArrow_.reset();
    const ChessState* chess = asChess(before);
    if (move && chess) {
        const ChessMove better = ChessMove::fromCode(static_cast<std::uint16_t>(*move));
        betterArrow_ = {better.from(), markedSquare(chess->position(), better)};
    }
    update();
}

QString ChessBoardView::describeMove(const State& before, lt::Move move, const State& after) const {
    const ChessState* from = asChess(before);
    const ChessState* to = asChess(after);
    if (!from || !to) return BoardView::describeMove(before, move, after);
    if (move > 0xFFFF) return describeClaim(*from, move, *to) + resultMarker(*to);
    if (from->awaitingDraw()) return tr("Chess960 start position %1").arg(move);
    const ChessMove m = ChessMove::fromCode(static_cast<std::uint16_t>(move));
    const PlayerId mover = from->currentActor();
    const QString san = QString::fromStdString(toSan(from->position(), m));
    QString text = tr("%1 played %2").arg(seatName(mover), san);
    const QString dash = QStringLiteral(" — ");
    switch (to->status()) {
        case GameStatus::Ongoing:
            if (to->position().inCheck()) text += dash + tr("check");
            break;
        case GameStatus::Checkmate:
            text += dash + tr("checkmate") + dash + tr("%1 wins").arg(seatName(mover));
            break;
        case GameStatus::Stalemate:
            text += dash + tr("stalemate: draw");
            break;
        case GameStatus::ThreefoldRepetition:
            text += dash + tr("draw by threefold repetition");
            break;
        case GameStatus::FiftyMoveRule:
            text += dash + tr("draw by the fifty-move rule");
            break;
        case GameStatus::InsufficientMaterial:
            text += dash + tr("draw: neither side can mate");
            break;
    }
    return text + resultMarker(*to);
}

// The score as chess players write it (" — 1–0", " — 0–1", " — ½–½") once the game is over.
QString ChessBoardView::resultMarker(const ChessState& state) {
    if (!state.isTerminal()) return {};
    const auto places = state.ranking();  // White is seat 0
    const QString score = places[0] == places[1]  ? QStringLiteral("½–½")
                          : places[0] < places[1] ? QStringLiteral("1–0")
                                                  : QStringLiteral("0–1");
    return QStringLiteral(" — ") + score;
}

Sound ChessBoardView::soundFor(const State& before, lt::Move move, const State& after) const {
    const ChessState* from = asChess(before);
    if (!from) return BoardView::soundFor(before, move, after);
    if (after.isTerminal()) return Sound::Win;
    if (move > 0xFFFF || from->awaitingDraw()) return Sound::None;
    return isCapture(from->position(), ChessMove::fromCode(static_cast<std::uint16_t>(move)))
               ? Sound::Capture
               : Sound::Move;
}

// ---- The human's move ---------------------------------------------------------------------

std::vector<ChessMove> ChessBoardView::movesFrom(Square from) const {
    std::vector<ChessMove> moves;
    for (ChessMove m : offered_)
        if (m.from() == from) moves.push_back(m);
    return moves;
}

bool ChessBoardView::reaches(ChessMove m, Square s) const {
    if (m.to() == s) return true;
    if (m.kind() != MoveKind::Castling || landingSquare(m) != s || s == m.from()) return false;
    return std::none_of(offered_.begin(), offered_.end(), [&](ChessMove other) {
        return other.kind() != MoveKind::Castling && other.from() == m.from() && other.to() == s;
    });
}

bool ChessBoardView::canPickUp(Square s) const {
    return std::any_of(offered_.begin(), offered_.end(),
                       [s](ChessMove m) { return m.from() == s; });
}

void ChessBoardView::resetPick() {
    picked_.reset();
    dragPoint_.reset();
    pressing_ = false;
    promotionTo_.reset();
}

void ChessBoardView::choose(ChessMove move) {
    clearRefusal();
    offered_.clear();
    resetPick();
    hint_.reset();
    justChosen_ = move;
    update();
    emit moveChosen(move.code());
}

void ChessBoardView::tryDestination(Square to) {
    std::vector<ChessMove> moves;
    for (ChessMove m : movesFrom(*picked_))
        if (reaches(m, to)) moves.push_back(m);
    if (moves.empty()) return;
    if (moves.size() == 1) {
        choose(moves.front());
        return;
    }
    // Several moves to one square are the four promotions: ask which piece.
    promotionTo_ = to;
    update();
}

void ChessBoardView::clickAt(QPointF point) {
    const BoardLayout l = layout();
    if (promotionTo_) {
        for (int i = 0; i < 4; ++i) {
            if (!l.promotionCell(*promotionTo_, i).contains(point)) continue;
            for (ChessMove m : movesFrom(*picked_))
                if (m.to() == *promotionTo_ && m.promotion() == kPromotionChoices[i])
                    return choose(m);
        }
        resetPick();  // a click beside the chooser takes the move back
        update();
        return;
    }
    const auto square = l.squareAt(point);
    if (!square) {
        resetPick();
        update();
        return;
    }
    if (picked_ && *square != *picked_) {
        const auto moves = movesFrom(*picked_);
        if (std::any_of(moves.begin(), moves.end(),
                        [&](ChessMove m) { return reaches(m, *square); })) {
            tryDestination(*square);
            return;
        }
    }
    if (canPickUp(*square)) {
        clearRefusal();
        picked_ = *square;
        pressing_ = true;
        update();
        return;
    }
    // A square the piece picked up cannot reach: say why rather than only drop the piece.
    if (picked_ && *square != *picked_) refuse(*picked_, *square);
    resetPick();
    update();
}

void ChessBoardView::dropAt(QPointF point) {
    const bool dragged = dragPoint_.has_value();
    pressing_ = false;
    dragPoint_.reset();
    if (dragged && picked_) {
        const auto square = layout().squareAt(point);
        if (square && *square != *picked_) {
            const auto moves = movesFrom(*picked_);
            if (std::any_of(moves.begin(), moves.end(),
                            [&](ChessMove m) { return reaches(m, *square); }))
                tryDestination(*square);
            else if (!canPickUp(*square))
                refuse(*picked_, *square);
        }
    }
    update();  // a click without a drag keeps the piece picked for a second click
}

void ChessBoardView::mousePressEvent(QMouseEvent* event) {
    if (offered_.empty() || slide_.after) return;
    if (event->button() == Qt::LeftButton) clickAt(event->position());
}

void ChessBoardView::mouseMoveEvent(QMouseEvent* event) {
    const BoardLayout l = layout();
    if (pressing_ && picked_ && !promotionTo_) {
        const QPointF delta = event->position() - l.centre(*picked_);
        if (dragPoint_ || std::hypot(delta.x(), delta.y()) > l.square * 0.2)
            dragPoint_ = event->position();
        update();
        return;
    }
    bool actionable = false;
    if (!offered_.empty()) {
        if (promotionTo_) {
            for (int i = 0; i < 4; ++i)
                actionable |= l.promotionCell(*promotionTo_, i).contains(event->position());
        } else if (const auto square = l.squareAt(event->position())) {
            actionable = canPickUp(*square);
            if (picked_)
                for (ChessMove m : movesFrom(*picked_)) actionable |= reaches(m, *square);
        }
    }
    setCursor(actionable ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void ChessBoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && pressing_) dropAt(event->position());
}

bool ChessBoardView::event(QEvent* event) {
    // A letter typing a move is the board's, not a one-letter shortcut's (H, F).
    if (event->type() == QEvent::ShortcutOverride &&
        takesTypedKey(*static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    return BoardView::event(event);
}

void ChessBoardView::keyPressEvent(QKeyEvent* event) {
    if (handleTypedKey(*event) || handleCursorKey(*event)) return;
    if (event->key() == Qt::Key_Escape && (picked_ || promotionTo_)) {
        resetPick();
        update();
        return;
    }
    BoardView::keyPressEvent(event);
}

}  // namespace lt::shell::chess
