#include "games/morris/morris_board_view.h"

#include <QEasingCurve>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace lt::shell::morris {
namespace {

using lt::morris::bit;
using lt::morris::kNoPoint;
using lt::morris::kPawnsEach;
using lt::morris::kPoints;
using lt::morris::Position;
using lt::morris::Status;

// Durations at pace 1, in milliseconds.
constexpr int kPlaceMs = 420;
constexpr int kStepMs = 340;
constexpr int kFlyMs = 560;
constexpr int kRemoveMs = 420;
constexpr int kHintMs = 6000;

const QColor kGold(0xff, 0xd2, 0x5a);
const QColor kRemoveRed(0xe0, 0x3a, 0x2e);
const QColor kHintTeal(0x4f, 0xd1, 0xc5);

QString pointText(int point) {
    return QString::fromLatin1(lt::morris::pointName(point).data(), 2);
}

QPointF lerp(QPointF a, QPointF b, double t) {
    return a + (b - a) * t;
}

void ring(QPainter& p, QPointF centre, double radius, const QColor& colour, double width) {
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(colour, width));
    p.drawEllipse(centre, radius, radius);
}

}  // namespace

MorrisBoardView::MorrisBoardView(QWidget* parent) : BoardView(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    hintTimer_.setSingleShot(true);
    connect(&hintTimer_, &QTimer::timeout, this, [this] {
        hint_.reset();
        update();
    });
    pulseTimer_.setInterval(60);
    connect(&pulseTimer_, &QTimer::timeout, this, [this] {
        pulse_ = (pulse_ + 1) % 24;
        update();
    });
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        if (!flight_.before) return;
        const double ms = value.toDouble();
        const double travel = flight_.travelMs, removal = flight_.removalMs;
        if (ms < travel)
            flight_.t = QEasingCurve(QEasingCurve::InOutCubic).valueForProgress(ms / travel);
        else
            flight_.t = 1 + (removal > 0 ? std::min(1.0, (ms - travel) / removal) : 1.0);
        update();
    });
    connect(&animation_, &QVariantAnimation::finished, this, &MorrisBoardView::finishAnimation);
}

MorrisLayout MorrisBoardView::layout() const {
    return MorrisLayout::forSize(size());
}

QColor MorrisBoardView::seatColour(PlayerId seat) const {
    if (seat >= 0 && seat < static_cast<int>(seats().size()) && seats()[seat].colour.isValid())
        return seats()[seat].colour;
    return seat == 0 ? QColor(0xf1, 0xe9, 0xd6) : QColor(0x2a, 0x2a, 0x2e);
}

const MorrisState* MorrisBoardView::shown() const {
    if (flight_.before) return flight_.t < 1 ? flight_.before.get() : flight_.after.get();
    return state_.get();
}

// ---- What the core says: state, requests, animation ------------------------------------

void MorrisBoardView::showState(const State& state, PlayerId /*viewer*/) {
    const auto* morris = dynamic_cast<const MorrisState*>(&state);
    if (!morris) return;
    if (animation_.state() == QAbstractAnimation::Running) animation_.stop();
    flight_ = {};
    justChosen_.reset();
    state_ = std::make_unique<MorrisState>(*morris);
    // The last-move marks stay only on the position that move produced (not after an undo).
    if (!lastMoveResult_ || !(*lastMoveResult_ == morris->position())) {
        lastMove_.reset();
        lastMoveResult_.reset();
    }
    update();
}

void MorrisBoardView::requestMove(PlayerId player) {
    if (!state_ || state_->currentActor() != player) return;
    justChosen_.reset();
    offered_.clear();
    for (Move m : state_->legalMoves()) offered_.push_back(MorrisMove::decode(m));
    resetPick();
    setFocus();
    update();
}

void MorrisBoardView::cancelRequest() {
    offered_.clear();
    resetPick();
    update();
}

void MorrisBoardView::animateMove(const State& before, Move move, const State& after,
                                  PlayerId viewer, double pace) {
    const auto* from = dynamic_cast<const MorrisState*>(&before);
    const auto* to = dynamic_cast<const MorrisState*>(&after);
    if (!from || !to) {
        BoardView::animateMove(before, move, after, viewer, pace);
        return;
    }
    if (animation_.state() == QAbstractAnimation::Running) animation_.stop();
    const MorrisMove m = MorrisMove::decode(move);
    const bool byHuman = justChosen_ && *justChosen_ == m;
    justChosen_.reset();
    flight_.before = std::make_unique<MorrisState>(*from);
    flight_.after = std::make_unique<MorrisState>(*to);
    flight_.move = m;
    flight_.hasRemoval = m.removes();
    flight_.t = byHuman ? 1 : 0;
    if (pace <= 0) {
        finishAnimation();
        return;
    }
    const bool flying = from->position().flying(from->position().sideToMove());
    // A human's own move is already where they put it: only the removal is animated.
    const double travel = byHuman ? 0
                                  : (m.isPlacement() ? kPlaceMs
                                     : flying        ? kFlyMs
                                                     : kStepMs) *
                                        pace;
    const double removal = m.removes() ? kRemoveMs * pace : 0;
    if (travel + removal <= 0) {
        finishAnimation();
        return;
    }
    flight_.travelMs = travel;
    flight_.removalMs = removal;
    animation_.setStartValue(0.0);
    animation_.setEndValue(travel + removal);
    animation_.setDuration(static_cast<int>(travel + removal));
    animation_.start();
}

void MorrisBoardView::finishAnimation() {
    if (!flight_.after) return;
    state_ = std::move(flight_.after);
    lastMove_ = flight_.move;
    lastMoveResult_ = state_->position();
    flight_ = {};
    update();
    // Queued, so the controller sees the signal after animateMove() has returned.
    QTimer::singleShot(0, this, [this] { emit animationFinished(); });
}

void MorrisBoardView::showHint(Move move) {
    hint_ = MorrisMove::decode(move);
    hintTimer_.start(kHintMs);
    update();
}

QString MorrisBoardView::describeMove(const State& before, Move move, const State& after) const {
    const auto* state = dynamic_cast<const MorrisState*>(&before);
    const auto* result = dynamic_cast<const MorrisState*>(&after);
    if (!state || !result) return BoardView::describeMove(before, move, after);
    const MorrisMove m = MorrisMove::decode(move);
    const PlayerId mover = state->currentActor();
    const QString name = seatName(mover);
    const bool flying = state->position().flying(mover);
    QString text;
    if (m.isPlacement()) {
        text = m.removes() ? tr("%1 placed a pawn on %2, closed a mill and removed a pawn from %3")
                                 .arg(name, pointText(m.to), pointText(m.remove))
                           : tr("%1 placed a pawn on %2").arg(name, pointText(m.to));
    } else if (flying) {
        text = m.removes()
                   ? tr("%1 flew from %2 to %3, closed a mill and removed a pawn from %4")
                         .arg(name, pointText(m.from), pointText(m.to), pointText(m.remove))
                   : tr("%1 flew from %2 to %3").arg(name, pointText(m.from), pointText(m.to));
    } else {
        text = m.removes()
                   ? tr("%1 moved from %2 to %3, closed a mill and removed a pawn from %4")
                         .arg(name, pointText(m.from), pointText(m.to), pointText(m.remove))
                   : tr("%1 moved from %2 to %3").arg(name, pointText(m.from), pointText(m.to));
    }
    const PlayerId other = 1 - mover;
    switch (result->status()) {
        case Status::Ongoing:
            break;
        case Status::Draw:
            text += QStringLiteral(" — ") + (result->drawnByRepetition()
                                                 ? tr("draw: the same position for the third time")
                                                 : tr("draw: 50 moves without a mill"));
            break;
        default:
            text +=
                QStringLiteral(" — ") + (result->position().remaining(other) <= 2
                                             ? tr("%1 has only two pawns left").arg(seatName(other))
                                             : tr("%1 cannot move").arg(seatName(other)));
            break;
    }
    return text;
}

Sound MorrisBoardView::soundFor(const State& before, Move move, const State& after) const {
    if (after.isTerminal()) return Sound::Win;
    if (dynamic_cast<const MorrisState*>(&before) && MorrisMove::decode(move).removes())
        return Sound::Capture;
    return Sound::Move;
}

// ---- The human's move, click by click ----------------------------------------------------

std::vector<MorrisMove> MorrisBoardView::candidates(std::optional<int> from,
                                                    std::optional<int> to) const {
    std::vector<MorrisMove> result;
    for (const auto& m : offered_) {
        if (m.from != from.value_or(kNoPoint)) continue;
        if (to && m.to != *to) continue;
        result.push_back(m);
    }
    return result;
}

bool MorrisBoardView::canPickUp(int point) const {
    return std::any_of(offered_.begin(), offered_.end(),
                       [point](const MorrisMove& m) { return m.from == point; });
}

void MorrisBoardView::resetPick() {
    pick_ = {};
    dragging_ = false;
    dragPosition_.reset();
    pulseTimer_.stop();
}

void MorrisBoardView::choose(const MorrisMove& move) {
    offered_.clear();
    resetPick();
    hint_.reset();
    // The pawn stays where the human put it; animateMove() will not replay its travel.
    justChosen_ = move;
    update();
    emit moveChosen(move.code());
}

std::optional<MorrisMove> MorrisBoardView::preview() const {
    if (flight_.before) return std::nullopt;
    if (pick_.to) return MorrisMove{pick_.from.value_or(kNoPoint), *pick_.to, kNoPoint};
    return justChosen_;
}

void MorrisBoardView::tryDestination(int to) {
    const auto moves = candidates(pick_.from, to);
    if (moves.empty()) return;
    if (moves.size() == 1 && !moves.front().removes()) {
        choose(moves.front());
        return;
    }
    // A mill: the pawn stays there while the human picks the opponent pawn to remove.
    pick_.to = to;
    pulseTimer_.start();
    update();
}

void MorrisBoardView::clickAt(QPointF position) {
    const auto point = layout().pointAt(position);
    if (pick_.to) {
        if (point) {
            for (const auto& m : candidates(pick_.from, pick_.to))
                if (m.remove == *point) return choose(m);
        }
        resetPick();  // a click elsewhere takes the move back
        update();
        return;
    }
    if (!point) {
        resetPick();
        update();
        return;
    }
    const bool placing = std::any_of(offered_.begin(), offered_.end(),
                                     [](const MorrisMove& m) { return m.isPlacement(); });
    if (placing) {
        tryDestination(*point);
        return;
    }
    if (canPickUp(*point)) {
        pick_.from = *point;
        dragging_ = true;
        update();
        return;
    }
    if (pick_.from && !candidates(pick_.from, *point).empty()) {
        tryDestination(*point);
        return;
    }
    resetPick();
    update();
}

void MorrisBoardView::dropAt(QPointF position) {
    const bool moved = dragPosition_.has_value();
    dragging_ = false;
    dragPosition_.reset();
    if (moved && pick_.from) {
        const auto point = layout().pointAt(position);
        if (point && *point != *pick_.from && !candidates(pick_.from, *point).empty()) {
            tryDestination(*point);
            return;
        }
    }
    update();  // a click without a drag: the pawn stays picked up for a second click
}

void MorrisBoardView::mousePressEvent(QMouseEvent* event) {
    if (offered_.empty() || flight_.before) return;
    if (event->button() == Qt::RightButton) {
        resetPick();
        update();
        return;
    }
    if (event->button() == Qt::LeftButton) clickAt(event->position());
}

void MorrisBoardView::mouseMoveEvent(QMouseEvent* event) {
    if (dragging_ && pick_.from) {
        const QPointF start = layout().point(*pick_.from);
        const QPointF delta = event->position() - start;
        if (dragPosition_ || std::hypot(delta.x(), delta.y()) > layout().pawn * 0.25)
            dragPosition_ = event->position();
        update();
        return;
    }
    // A hand over whatever can be clicked now.
    bool actionable = false;
    if (!offered_.empty()) {
        if (const auto point = layout().pointAt(event->position())) {
            if (pick_.to)
                actionable = !candidates(pick_.from, pick_.to).empty() &&
                             std::any_of(offered_.begin(), offered_.end(), [&](auto& m) {
                                 return m.to == *pick_.to && m.remove == *point;
                             });
            else
                actionable = canPickUp(*point) || !candidates(pick_.from, *point).empty();
        }
    }
    setCursor(actionable ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void MorrisBoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && dragging_) dropAt(event->position());
}

void MorrisBoardView::keyPressEvent(QKeyEvent* event) {
    if (handleCursorKey(*event)) return;
    if (event->key() == Qt::Key_Escape && (pick_.from || pick_.to)) {
        resetPick();
        update();
        return;
    }
    BoardView::keyPressEvent(event);
}

// ---- Painting ----------------------------------------------------------------------------

void MorrisBoardView::paintEvent(QPaintEvent* /*event*/) {
    const MorrisState* state = shown();
    if (!state) return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const MorrisLayout geometry = layout();
    const qreal dpr = devicePixelRatioF();
    painter.drawPixmap(
        geometry.board.topLeft(),
        art_.board(geometry.board.width(), state->position().geometry().diagonals(), dpr));
    int handAdjustment[2] = {0, 0};
    // The pawn being placed has left the hand.
    if (flight_.before && flight_.t < 1 && flight_.move.isPlacement())
        handAdjustment[flight_.before->position().sideToMove()] = -1;
    if (!flight_.before && pick_.to && !pick_.from && state_)
        handAdjustment[state_->position().sideToMove()] = -1;
    paintTrays(painter, geometry, *state, handAdjustment);
    paintMarks(painter, geometry);
    paintPawns(painter, geometry);
    paintCursor(painter, geometry);
}

void MorrisBoardView::paintTrays(QPainter& painter, const MorrisLayout& geometry,
                                 const MorrisState& state, int handAdjustment[2]) {
    const Position& position = state.position();
    const qreal dpr = devicePixelRatioF();
    for (int seat = 0; seat < 2; ++seat) {
        const bool toMove = !state.isTerminal() && position.sideToMove() == seat;
        MorrisArt::paintTray(painter, geometry.trays[seat], toMove);

        // Name (up to two lines), and what the player does now: placing, moving or flying.
        const double pad = geometry.pawn * 0.25;
        const QRectF band = geometry.nameBand(seat).adjusted(pad, pad * 0.8, -pad, 0);
        QFont font = painter.font();
        font.setPixelSize(std::max(9, static_cast<int>(geometry.pawn * 0.3)));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(QColor(0xf6, 0xec, 0xd8));
        QRectF nameRect;
        painter.drawText(band, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, seatName(seat),
                         &nameRect);
        font.setBold(false);
        font.setPixelSize(std::max(8, static_cast<int>(geometry.pawn * 0.26)));
        painter.setFont(font);
        painter.setPen(QColor(0xd8, 0xc8, 0xa8));
        const QString doing = position.placing(seat)  ? tr("placing")
                              : position.flying(seat) ? tr("flying")
                                                      : tr("moving");
        painter.drawText(
            QRectF(band.left(), nameRect.bottom() + pad * 0.3, band.width(), band.height()),
            Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip, doing);

        const int inHand = std::max(0, position.inHand(seat) + handAdjustment[seat]);
        const QPixmap& pawn = art_.pawn(seatColour(seat), geometry.pawn, dpr);
        for (int i = 0; i < inHand; ++i) drawCentred(painter, pawn, geometry.handSlot(seat, i));

        // The opponent's pawns this player has taken.
        const int captured = kPawnsEach - position.remaining(1 - seat);
        const QPixmap& prize = art_.pawn(seatColour(1 - seat), geometry.capturedPawn(), dpr);
        for (int i = 0; i < captured; ++i)
            drawCentred(painter, prize, geometry.capturedSlot(seat, i));
    }
}

void MorrisBoardView::paintMarks(QPainter& painter, const MorrisLayout& geometry) const {
    const double radius = geometry.pawn * 0.58;
    const double width = std::max(2.0, geometry.pawn * 0.08);
    // The last move: a faint ring where the pawn came from, a glow where it went, a cross
    // where a pawn was removed.
    if (lastMove_ && !flight_.before) {
        QColor faint = kGold;
        faint.setAlpha(150);
        if (!lastMove_->isPlacement())
            ring(painter, geometry.point(lastMove_->from), radius * 0.7, faint, width * 0.7);
        QRadialGradient glow(geometry.point(lastMove_->to), radius * 1.25);
        glow.setColorAt(0.55, QColor(255, 214, 100, 170));
        glow.setColorAt(1.0, QColor(255, 214, 100, 0));
        painter.setPen(Qt::NoPen);
        painter.setBrush(glow);
        painter.drawEllipse(geometry.point(lastMove_->to), radius * 1.25, radius * 1.25);
        if (lastMove_->removes()) {
            const QPointF c = geometry.point(lastMove_->remove);
            const double arm = radius * 0.45;
            QColor red = kRemoveRed;
            red.setAlpha(170);
            painter.setPen(QPen(red, width, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(c + QPointF(-arm, -arm), c + QPointF(arm, arm));
            painter.drawLine(c + QPointF(-arm, arm), c + QPointF(arm, -arm));
        }
    }
    if (hint_ && !offered_.empty()) {
        if (!hint_->isPlacement())
            ring(painter, geometry.point(hint_->from), radius, kHintTeal, width);
        ring(painter, geometry.point(hint_->to), radius, kHintTeal, width);
        if (hint_->removes())
            ring(painter, geometry.point(hint_->remove), radius * 1.1, kHintTeal, width);
    }
    if (offered_.empty()) return;
    auto dot = [&](int point, double size) {
        QColor fill = kGold;
        fill.setAlpha(200);
        painter.setPen(QPen(QColor(0x5a, 0x3a, 0x08), width * 0.4));
        painter.setBrush(fill);
        painter.drawEllipse(geometry.point(point), radius * size, radius * size);
    };
    if (pick_.to) {
        // Throbbing red rings on the pawns that may be removed.
        const double beat = 0.5 + 0.5 * std::sin(pulse_ * 3.14159 / 12);
        QColor red = kRemoveRed;
        red.setAlpha(150 + static_cast<int>(100 * beat));
        for (const auto& m : candidates(pick_.from, pick_.to))
            ring(painter, geometry.point(m.remove), radius * (1.0 + 0.08 * beat), red, width * 1.3);
        return;
    }
    if (pick_.from) {
        ring(painter, geometry.point(*pick_.from), radius, kGold, width * 1.2);
        for (const auto& m : candidates(pick_.from, std::nullopt)) dot(m.to, 0.3);
        return;
    }
    Mask targets = 0;
    for (const auto& m : offered_) {
        if (m.isPlacement())
            targets |= bit(m.to);
        else
            ring(painter, geometry.point(m.from), radius * 0.95, QColor(255, 226, 150, 120),
                 width * 0.6);
    }
    for (int p = 0; p < kPoints; ++p)
        if (targets & bit(p)) dot(p, 0.22);
}

void MorrisBoardView::paintPawns(QPainter& painter, const MorrisLayout& geometry) {
    const qreal dpr = devicePixelRatioF();
    const MorrisState* state = shown();
    Mask pawns[2] = {state->position().pawns(0), state->position().pawns(1)};
    const QPixmap* looks[2] = {&art_.pawn(seatColour(0), geometry.pawn, dpr),
                               &art_.pawn(seatColour(1), geometry.pawn, dpr)};

    // Pawns that are somewhere else for the moment: in flight, or held by the human.
    std::optional<std::pair<int, QPointF>> floating;  // seat, centre
    double floatingScale = 1.0;
    if (flight_.before && flight_.t < 1) {
        const int side = flight_.before->position().sideToMove();
        const MorrisMove& m = flight_.move;
        QPointF start;
        if (m.isPlacement()) {
            start = geometry.handSlot(side, flight_.before->position().inHand(side) - 1);
        } else {
            start = geometry.point(m.from);
            pawns[side] &= ~bit(m.from);
        }
        floating = {side, lerp(start, geometry.point(m.to), flight_.t)};
        floatingScale = 1.0 + 0.12 * std::sin(flight_.t * 3.14159);  // lifted mid-way
    } else if (!flight_.before && state_) {
        const int side = state_->position().sideToMove();
        if (const auto held = preview()) {
            if (!held->isPlacement()) pawns[side] &= ~bit(held->from);
            pawns[side] |= bit(held->to);
        } else if (pick_.from && dragPosition_) {
            pawns[side] &= ~bit(*pick_.from);
            floating = {side, *dragPosition_};
            floatingScale = 1.12;
        }
    }
    for (int seat = 0; seat < 2; ++seat)
        for (int p = 0; p < kPoints; ++p)
            if (pawns[seat] & bit(p)) drawCentred(painter, *looks[seat], geometry.point(p));

    // The removed pawn fades and shrinks away.
    if (flight_.before && flight_.t >= 1 && flight_.hasRemoval) {
        const double t = flight_.t - 1;
        const int victim = 1 - flight_.before->position().sideToMove();
        painter.save();
        painter.setOpacity(1 - t);
        drawCentred(painter, *looks[victim], geometry.point(flight_.move.remove), 1.0 - 0.4 * t);
        painter.restore();
    }
    if (floating) drawCentred(painter, *looks[floating->first], floating->second, floatingScale);
}

}  // namespace lt::shell::morris
