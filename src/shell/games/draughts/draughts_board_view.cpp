#include "games/draughts/draughts_board_view.h"
#include "games/draughts/hint_explanation.h"

#include <QClipboard>
#include <QContextMenuEvent>
#include <QEasingCurve>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "games/draughts/art.h"
#include "games/draughts/notation.h"

namespace lt::shell::draughts {
namespace {

using lt::draughts::bitMask;
using lt::draughts::bitOfSquare;
using lt::draughts::MoveDetail;
using lt::draughts::Outcome;
using lt::draughts::Piece;
using lt::draughts::Position;
using DMove = lt::draughts::Move;

// Durations at pace 1, in milliseconds.
constexpr double kStepMs = 300;  // one step or one jump
constexpr double kFadeMs = 380;  // captured pieces leave the board
constexpr int kHintMs = 6000;
constexpr double kPieceSize = 0.8;  // of a square

const QColor kLastMove(0xf2, 0xc8, 0x4b);
const QColor kChoice(0xff, 0xe0, 0x7a);
const QColor kCapture(0xe2, 0x3d, 0x2c);
const QColor kHint(0x4f, 0xd1, 0xc5);
const QColor kBetterMove(0x3c, 0xb0, 0x4a, 220);

bool isWhite(Piece piece) {
    return piece == Piece::WhiteMan || piece == Piece::WhiteKing;
}
bool isKing(Piece piece) {
    return piece == Piece::WhiteKing || piece == Piece::BlackKing;
}

void ring(QPainter& p, QPointF centre, double radius, const QColor& colour, double width) {
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(colour, width));
    p.drawEllipse(centre, radius, radius);
}

void tint(QPainter& p, const QRectF& rect, QColor colour, int alpha) {
    colour.setAlpha(alpha);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawRect(rect);
}

}  // namespace

DraughtsBoardView::DraughtsBoardView(QWidget* parent) : BoardView(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    hintTimer_.setSingleShot(true);
    connect(&hintTimer_, &QTimer::timeout, this, [this] {
        hint_.reset();
        update();
    });
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        if (!flight_.before) return;
        const double ms = value.toDouble();
        if (ms < flight_.travelMs)
            flight_.t = ms / flight_.travelMs;
        else
            flight_.t =
                1 + (flight_.fadeMs > 0 ? std::min(1.0, (ms - flight_.travelMs) / flight_.fadeMs)
                                        : 1.0);
        update();
    });
    connect(&animation_, &QVariantAnimation::finished, this, &DraughtsBoardView::finishAnimation);
}

DraughtsLayout DraughtsBoardView::layout() const {
    return DraughtsLayout::forSize(size(), flipped());
}

QColor DraughtsBoardView::sideColour(int seat) const {
    if (seat >= 0 && seat < static_cast<int>(seats().size()) && seats()[seat].colour.isValid())
        return seats()[seat].colour;
    return seat == 0 ? QColor(0xf3, 0xea, 0xd8) : QColor(0x2b, 0x26, 0x24);
}

const DraughtsState* DraughtsBoardView::shown() const {
    if (flight_.before) return flight_.before.get();
    return state_.get();
}

MoveDetail DraughtsBoardView::detailOf(const DraughtsState& state, DMove move,
                                       const std::vector<int>& via) const {
    // The route through the squares the player gave, else the core's route for the move.
    if (!via.empty()) {
        for (const auto& route : lt::draughts::moveRoutes(state.position()))
            if (route.move == move && std::all_of(via.begin(), via.end(), [&](int square) {
                    return std::find(route.path.begin() + 1, route.path.end(), square) !=
                           route.path.end();
                }))
                return route;
    }
    for (const auto& detail : state.moveDetails())
        if (detail.move == move) return detail;
    return {move, {move.fromSquare(), move.toSquare()}, move.capturedSquares()};
}

void DraughtsBoardView::setSquareNumbersShown(bool shown) {
    numbers_ = shown;
    update();
}

void DraughtsBoardView::flip() {
    userFlip_ = !userFlip_;
    update();
}

// ---- What the core says: state, requests, animation ------------------------------------

void DraughtsBoardView::showState(const State& state, PlayerId viewer) {
    const auto* draughts = dynamic_cast<const DraughtsState*>(&state);
    if (!draughts) return;
    if (animation_.state() == QAbstractAnimation::Running) animation_.stop();
    flight_ = {};
    justChosen_.reset();
    state_ = std::make_unique<DraughtsState>(*draughts);
    // Black at the bottom for a lone human playing Black. Two humans share one board that
    // does not turn round between moves, as at a real table.
    const bool bothHuman = seats().size() == 2 && seats()[0].human && seats()[1].human;
    flipped_ = viewer == 1 && !bothHuman;
    // The last-move marks stay only on the position that move produced (not after an undo).
    if (!lastMoveResult_ || !(*lastMoveResult_ == draughts->position())) {
        lastMove_.reset();
        lastMoveResult_.reset();
    }
    update();
}

void DraughtsBoardView::requestMove(PlayerId player) {
    if (!state_ || state_->isTerminal() || state_->currentActor() != player) return;
    justChosen_.reset();
    picker_.offer(lt::draughts::moveRoutes(state_->position()));
    resetPick();
    setFocus();
    update();
}

void DraughtsBoardView::cancelRequest() {
    picker_.withdraw();
    resetPick();
    update();
}

void DraughtsBoardView::animateMove(const State& before, lt::Move move, const State& after,
                                    PlayerId viewer, double pace) {
    const auto* from = dynamic_cast<const DraughtsState*>(&before);
    const auto* to = dynamic_cast<const DraughtsState*>(&after);
    if (!from || !to) {
        BoardView::animateMove(before, move, after, viewer, pace);
        return;
    }
    if (animation_.state() == QAbstractAnimation::Running) animation_.stop();
    const DMove m = DMove::fromCode(move);
    const bool byHuman = justChosen_ && justChosen_->move == m;
    flight_.before = std::make_unique<DraughtsState>(*from);
    flight_.after = std::make_unique<DraughtsState>(*to);
    flight_.detail = byHuman ? *justChosen_ : detailOf(*from, m);
    justChosen_.reset();
    flight_.t = byHuman ? 1 : 0;
    // A human's own piece is already where they put it: only the captures are animated.
    const double steps = static_cast<double>(flight_.detail.path.size() - 1);
    flight_.travelMs = byHuman ? 0 : kStepMs * std::max(1.0, steps) * pace;
    flight_.fadeMs = m.isCapture() ? kFadeMs * pace : 0;
    const double total = flight_.travelMs + flight_.fadeMs;
    if (pace <= 0 || total <= 0) {
        finishAnimation();
        return;
    }
    animation_.setStartValue(0.0);
    animation_.setEndValue(total);
    animation_.setDuration(static_cast<int>(total));
    animation_.start();
}

void DraughtsBoardView::finishAnimation() {
    if (!flight_.after) return;
    state_ = std::move(flight_.after);
    lastMove_ = flight_.detail;
    lastMoveResult_ = state_->position();
    flight_ = {};
    update();
    // Queued, so the controller sees the signal after animateMove() has returned.
    QTimer::singleShot(0, this, [this] { emit animationFinished(); });
}

std::function<QString(const std::atomic<bool>& stop)> DraughtsBoardView::hintExplainer() const {
    if (!state_) return {};
    const int moveNumber = static_cast<int>(state_->moveHistory().size()) / 2 + 1;
    return [position = state_->position(), history = state_->repetitionHistory(),
            moveNumber](const std::atomic<bool>& stop) {
        return explainDraughtsHint(position, history, moveNumber, stop);
    };
}

void DraughtsBoardView::showHint(lt::Move move) {
    if (!state_) return;
    hint_ = detailOf(*state_, DMove::fromCode(move));
    hintTimer_.start(kHintMs);
    update();
}

void DraughtsBoardView::showBetterMove(const State& before, std::optional<lt::Move> move) {
    betterMove_.reset();
    const auto* draughts = dynamic_cast<const DraughtsState*>(&before);
    if (move && draughts) betterMove_ = detailOf(*draughts, DMove::fromCode(*move));
    update();
}

QString DraughtsBoardView::describeMove(const State& before, lt::Move move,
                                        const State& after) const {
    const auto* state = dynamic_cast<const DraughtsState*>(&before);
    const auto* result = dynamic_cast<const DraughtsState*>(&after);
    if (!state || !result) return BoardView::describeMove(before, move, after);
    const DMove m = DMove::fromCode(move);
    const PlayerId mover = state->currentActor();
    const QString name = seatName(mover);
    const QString notation = QString::fromStdString(lt::draughts::moveToText(state->position(), m));
    QString text;
    if (!m.isCapture())
        text = tr("%1 played %2").arg(name, notation);
    else if (m.captureCount() == 1)
        text = tr("%1 captured a piece: %2").arg(name, notation);
    else
        text = tr("%1 captured %n piece(s): %2", nullptr, m.captureCount()).arg(name, notation);
    const Piece moved = state->position().at(m.fromSquare());
    if (!isKing(moved) && isKing(result->position().at(m.toSquare())))
        text += tr(", and crowned a king");

    const QString sep = QStringLiteral(" — ");
    const bool whiteToMove = result->position().sideToMove() == lt::draughts::Side::White;
    const PlayerId stuck = whiteToMove ? 0 : 1;
    switch (result->outcome()) {
        case Outcome::Ongoing:
            break;
        case Outcome::Draw:
            text += sep + (result->outcomeReason().find("third") != std::string::npos
                               ? tr("draw: the same position for the third time")
                               : tr("draw: only kings moved, without a capture, for too long"));
            break;
        default:
            text += sep + (result->position().pieces(result->position().sideToMove())
                               ? tr("%1 cannot move: %2 wins").arg(seatName(stuck), name)
                               : tr("%1 has no pieces left: %2 wins").arg(seatName(stuck), name));
            break;
    }
    return text;
}

Sound DraughtsBoardView::soundFor(const State& before, lt::Move move, const State& after) const {
    if (after.isTerminal()) return Sound::Win;
    if (dynamic_cast<const DraughtsState*>(&before) && DMove::fromCode(move).isCapture())
        return Sound::Capture;
    return Sound::Move;
}

// ---- The human's move, click by click ----------------------------------------------------

void DraughtsBoardView::resetPick() {
    picker_.clearSelection();
    dragging_ = false;
    dragPosition_.reset();
    // When one piece alone must capture, it is already in hand: its landing squares show at
    // once and the final one is a single click away.
    if (picker_.capturing() && picker_.startSquares().size() == 1)
        picker_.click(picker_.startSquares().front());
}

void DraughtsBoardView::choose(DMove move) {
    justChosen_ = detailOf(*state_, move, picker_.landings());
    picker_.withdraw();
    resetPick();
    hint_.reset();
    update();
    emit moveChosen(move.code());
}

void DraughtsBoardView::clickAt(QPointF position) {
    const auto square = layout().squareAt(position);
    if (!square) {
        resetPick();
        update();
        return;
    }
    switch (picker_.click(*square)) {
        case RoutePicker::Result::Chosen:
            choose(*picker_.chosen());
            return;
        case RoutePicker::Result::Picked:
            dragging_ = true;
            break;
        case RoutePicker::Result::Ignored:
            // A click on nothing useful puts the piece back, unless a route is half given.
            if (picker_.landings().empty()) resetPick();
            break;
        case RoutePicker::Result::Dropped:
            resetPick();
            dragging_ = picker_.from() == square;  // the piece in hand may still be dragged
            break;
        case RoutePicker::Result::Narrowed:
            break;
    }
    update();
}

void DraughtsBoardView::mousePressEvent(QMouseEvent* event) {
    if (!picker_.active() || flight_.before) return;
    if (event->button() == Qt::LeftButton) clickAt(event->position());
}

void DraughtsBoardView::mouseMoveEvent(QMouseEvent* event) {
    if (dragging_ && picker_.from()) {
        const QPointF delta = event->position() - layout().centre(*picker_.from());
        if (dragPosition_ || std::hypot(delta.x(), delta.y()) > layout().cell * 0.2)
            dragPosition_ = event->position();
        update();
        return;
    }
    bool actionable = false;
    if (picker_.active()) {
        if (const auto square = layout().squareAt(event->position())) {
            const auto targets = picker_.targets();
            actionable = picker_.canStartFrom(*square) ||
                         std::find(targets.begin(), targets.end(), *square) != targets.end();
        }
    }
    setCursor(actionable ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void DraughtsBoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !dragging_) return;
    const bool moved = dragPosition_.has_value();
    dragging_ = false;
    dragPosition_.reset();
    if (moved && picker_.from()) {
        // A drop counts as a click on the square the piece was dropped on.
        const auto square = layout().squareAt(event->position());
        if (square && *square != *picker_.from()) {
            if (picker_.click(*square) == RoutePicker::Result::Chosen) {
                choose(*picker_.chosen());
                return;
            }
        }
    }
    update();  // a click without a drag: the piece stays picked up for a second click
}

void DraughtsBoardView::keyPressEvent(QKeyEvent* event) {
    if (handleMoveKey(*event)) return;
    switch (event->key()) {
        case Qt::Key_N:
            setSquareNumbersShown(!numbers_);
            return;
        case Qt::Key_F:
            flip();
            return;
        case Qt::Key_Escape:
            if (picker_.from()) {
                resetPick();
                update();
                return;
            }
            break;
        default:
            break;
    }
    BoardView::keyPressEvent(event);
}

void DraughtsBoardView::contextMenuEvent(QContextMenuEvent* event) {
    QMenu menu(this);
    QAction* numbers =
        menu.addAction(tr("Square numbers"), this, [this] { setSquareNumbersShown(!numbers_); });
    numbers->setCheckable(true);
    numbers->setChecked(numbers_);
    numbers->setShortcut(QKeySequence(Qt::Key_N));
    QAction* turn = menu.addAction(tr("Flip board"), this, [this] { flip(); });
    turn->setShortcut(QKeySequence(Qt::Key_F));
    menu.addSeparator();
    QAction* fen = menu.addAction(tr("Copy position (FEN)"), this, [this] { copyFen(); });
    fen->setEnabled(state_ != nullptr);
    // The window's own actions for positions and files: Paste FEN, Set Up Position, Save…
    // (which offers PDN).
    bool separated = false;
    for (const char* name : {"pasteFenAction", "setUpPositionAction", "saveAction"}) {
        if (QAction* action = window()->findChild<QAction*>(name)) {
            if (!separated) menu.addSeparator();
            separated = true;
            menu.addAction(action);
        }
    }
    menu.exec(event->globalPos());
}

void DraughtsBoardView::copyFen() const {
    if (const DraughtsState* state = shown())
        QGuiApplication::clipboard()->setText(
            QString::fromStdString(lt::draughts::toFen(state->position())));
}

// ---- Painting ----------------------------------------------------------------------------

void DraughtsBoardView::paintEvent(QPaintEvent* /*event*/) {
    if (!shown()) return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const DraughtsLayout geometry = layout();
    paintBoard(painter, geometry);
    paintTints(painter, geometry);
    paintPieces(painter, geometry);
    paintMarks(painter, geometry);
    if (numbers_) paintSquareNumbers(painter, geometry);
    paintKeyboard(painter, geometry);
}

void DraughtsBoardView::paintTints(QPainter& painter, const DraughtsLayout& geometry) const {
    // The last move: its start and end squares glow.
    if (lastMove_ && !flight_.before && !justChosen_) {
        tint(painter, geometry.squareRect(lastMove_->path.front()), kLastMove, 90);
        tint(painter, geometry.squareRect(lastMove_->path.back()), kLastMove, 140);
    }
    for (int square : picker_.landings()) tint(painter, geometry.squareRect(square), kChoice, 120);
}

void DraughtsBoardView::paintMarks(QPainter& painter, const DraughtsLayout& geometry) const {
    const double width = std::max(2.0, geometry.cell * 0.06);
    const double radius = geometry.cell * kPieceSize / 2 + width * 0.5;
    // The route of the last capture, traced from square to square.
    if (lastMove_ && !flight_.before && !justChosen_ && lastMove_->path.size() > 2) {
        QColor trace = kLastMove;
        trace.setAlpha(150);
        painter.setPen(QPen(trace, width * 0.6, Qt::DashLine, Qt::RoundCap));
        for (std::size_t i = 1; i < lastMove_->path.size(); ++i)
            painter.drawLine(geometry.centre(lastMove_->path[i - 1]),
                             geometry.centre(lastMove_->path[i]));
    }
    if (betterMove_ && betterMove_->path.size() > 1) {
        // The route as a green arrow: a line through the landings and a head at the end.
        const auto& path = betterMove_->path;
        painter.setPen(QPen(kBetterMove, width * 2.2, Qt::SolidLine, Qt::RoundCap));
        ring(painter, geometry.centre(path.front()), radius, kBetterMove, width);
        for (std::size_t i = 1; i < path.size(); ++i)
            painter.drawLine(geometry.centre(path[i - 1]), geometry.centre(path[i]));
        const QPointF tip = geometry.centre(path.back());
        const QPointF from = geometry.centre(path[path.size() - 2]);
        const QPointF direction = (tip - from) / std::hypot(tip.x() - from.x(), tip.y() - from.y());
        const QPointF normal(-direction.y(), direction.x());
        const double head = geometry.cell * 0.45;
        const QPointF base = tip - direction * head;
        painter.setPen(Qt::NoPen);
        painter.setBrush(kBetterMove);
        painter.drawPolygon(
            QPolygonF({tip, base + normal * head * 0.55, base - normal * head * 0.55}));
        painter.setBrush(Qt::NoBrush);
    }
    if (hint_ && picker_.active()) {
        ring(painter, geometry.centre(hint_->path.front()), radius, kHint, width);
        painter.setPen(QPen(kHint, width * 0.8, Qt::SolidLine, Qt::RoundCap));
        for (std::size_t i = 1; i < hint_->path.size(); ++i)
            painter.drawLine(geometry.centre(hint_->path[i - 1]), geometry.centre(hint_->path[i]));
        ring(painter, geometry.centre(hint_->path.back()), geometry.cell * 0.2, kHint, width);
    }
    if (!picker_.active()) return;

    if (!picker_.from()) {
        // The pieces that may move; when a capture is due, the ones that must take, in red.
        QColor mark = picker_.capturing() ? kCapture : kChoice;
        mark.setAlpha(picker_.capturing() ? 230 : 150);
        for (int square : picker_.startSquares())
            ring(painter, geometry.centre(square), radius, mark, width * 0.8);
        return;
    }
    ring(painter, geometry.centre(*picker_.from()), radius, kChoice, width * 1.2);
    // The pieces the remaining routes capture get a red cross; the squares where the piece
    // may still land get a dot, larger where a route ends.
    std::vector<int> finals, victims;
    for (const MoveDetail* route : picker_.candidates()) {
        finals.push_back(route->path.back());
        victims.insert(victims.end(), route->captured.begin(), route->captured.end());
    }
    QColor cross = kCapture;
    cross.setAlpha(220);
    painter.setPen(QPen(cross, width, Qt::SolidLine, Qt::RoundCap));
    const double arm = geometry.cell * 0.16;
    for (int square : victims) {
        const QPointF c = geometry.centre(square);
        painter.drawLine(c + QPointF(-arm, -arm), c + QPointF(arm, arm));
        painter.drawLine(c + QPointF(-arm, arm), c + QPointF(arm, -arm));
    }
    for (int square : picker_.targets()) {
        const bool final = std::find(finals.begin(), finals.end(), square) != finals.end();
        QColor fill = kChoice;
        fill.setAlpha(final ? 235 : 170);
        painter.setPen(QPen(QColor(0x5a, 0x3a, 0x08), width * 0.4));
        painter.setBrush(fill);
        const double dot = geometry.cell * (final ? 0.17 : 0.11);
        painter.drawEllipse(geometry.centre(square), dot, dot);
    }
}

QPointF DraughtsBoardView::flightPosition(const DraughtsLayout& geometry) const {
    const auto& path = flight_.detail.path;
    if (path.size() < 2 || flight_.t >= 1) return geometry.centre(path.back());
    const double steps = static_cast<double>(path.size() - 1);
    const double along = std::min(flight_.t, 0.9999) * steps;
    const auto leg = static_cast<std::size_t>(along);
    const double local = QEasingCurve(QEasingCurve::InOutQuad).valueForProgress(along - leg);
    const QPointF a = geometry.centre(path[leg]), b = geometry.centre(path[leg + 1]);
    return a + (b - a) * local;
}

void DraughtsBoardView::paintPieces(QPainter& painter, const DraughtsLayout& geometry) const {
    const DraughtsState* state = shown();
    const Position& position = state->position();
    const double size = geometry.cell * kPieceSize;
    const QColor colours[2] = {sideColour(0), sideColour(1)};

    // The piece that is somewhere else for the moment: travelling, dragged, or just placed.
    std::optional<int> lifted;        // its square in `position`
    std::optional<QPointF> floating;  // where it is drawn instead
    std::vector<int> fading;          // captured pieces leaving the board
    double fade = 0;
    if (flight_.before) {
        lifted = flight_.detail.path.front();
        floating = flightPosition(geometry);
        fading = flight_.detail.captured;
        fade = std::max(0.0, flight_.t - 1);
    } else if (justChosen_) {
        lifted = justChosen_->path.front();
        floating = geometry.centre(justChosen_->path.back());
    } else if (picker_.from() && dragPosition_) {
        lifted = *picker_.from();
        floating = *dragPosition_;
    }

    for (int square = 1; square <= 50; ++square) {
        const Piece piece = position.at(square);
        if (piece == Piece::None || square == lifted) continue;
        const bool leaving = std::find(fading.begin(), fading.end(), square) != fading.end();
        painter.save();
        if (leaving) painter.setOpacity(1 - fade);
        paintPiece(painter, geometry.centre(square), size * (leaving ? 1 - 0.3 * fade : 1),
                   colours[isWhite(piece) ? 0 : 1], isKing(piece));
        painter.restore();
    }
    if (lifted && floating) {
        Piece piece = position.at(*lifted);
        // A man that reaches the far row is crowned when the move ends.
        const Position* finalPosition = flight_.after ? &flight_.after->position() : nullptr;
        if (flight_.before && flight_.t >= 1 && finalPosition)
            piece = finalPosition->at(flight_.detail.path.back());
        const double scale = flight_.before && flight_.t < 1
                                 ? 1 + 0.1 * std::sin(std::fmod(flight_.t, 1.0) * 3.14159)
                             : dragPosition_ ? 1.1
                                             : 1.0;
        paintPiece(painter, *floating, size * scale, colours[isWhite(piece) ? 0 : 1],
                   isKing(piece));
    }
}

}  // namespace lt::shell::draughts
