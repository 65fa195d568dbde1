#include "games/ludo/ludo_board_view.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <numbers>

#include "games/ludo/geometry.h"

namespace lt::shell::ludo {

namespace core = ::lt::ludo;
using core::LudoMove;
using core::LudoState;
using core::PawnRef;

namespace {

constexpr int kStepMs = 170;          // one square of a walk
constexpr int kOutMs = 320;           // from the stable to the start square
constexpr int kFlightMs = 520;        // a captured pawn going back, or a pawn going home
constexpr int kRollMs = 650;          // the die tumbling
constexpr int kNoMovePauseMs = 700;   // a roll that allows no move stays in view a moment
constexpr double kPawnRadius = 0.37;  // board units, on a square
constexpr double kSpotPawnRadius = 0.46;
constexpr double kDieSize = 0.95;
constexpr double kPickRadius = 0.5;

const QColor kDefaultColours[4] = {QColor(214, 47, 47), QColor(46, 158, 74), QColor(242, 195, 24),
                                   QColor(42, 111, 214)};
const QColor kEmptyArm(196, 188, 174);
const QColor kHintGold(255, 196, 0);

QPointF lerp(QPointF a, QPointF b, double t) {
    return a + (b - a) * t;
}

double distance(QPointF a, QPointF b) {
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

}  // namespace

LudoBoardView::LudoBoardView(QWidget* parent) : BoardView(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    connect(&animation_, &QVariantAnimation::valueChanged, this,
            [this](const QVariant& value) { onLegProgress(value.toDouble()); });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        onLegProgress(1.0);
        const Leg& leg = legs_[legIndex_];
        if (leg.kind == Leg::Kind::Walk || leg.kind == Leg::Kind::Flight) {
            placed_.emplace_back(leg.pawn, leg.path.back());
            moving_.reset();
        }
        ++legIndex_;
        runNextLeg();
    });
    pulse_.setInterval(40);
    connect(&pulse_, &QTimer::timeout, this, [this] {
        pulsePhase_ += 0.15;
        update();
    });
}

void LudoBoardView::setSeats(const std::vector<SeatLook>& seats) {
    BoardView::setSeats(seats);
    boardCache_ = QPixmap();
    update();
}

QColor LudoBoardView::seatColour(PlayerId seat) const {
    if (seat >= 0 && seat < static_cast<int>(seats().size()) && seats()[seat].colour.isValid())
        return seats()[seat].colour;
    return kDefaultColours[seat % 4];
}

ArmColours LudoBoardView::armColours() const {
    ArmColours colours;
    colours.fill(kEmptyArm);
    if (state_)
        for (PlayerId s = 0; s < state_->numPlayers(); ++s) colours[state_->arm(s)] = seatColour(s);
    return colours;
}

BoardFrame LudoBoardView::frame() const {
    const double side = std::min(width(), height());
    BoardFrame frame;
    frame.unit = side / (kGridSize + 0.9);
    frame.origin =
        QPointF((width() - kGridSize * frame.unit) / 2, (height() - kGridSize * frame.unit) / 2);
    return frame;
}

void LudoBoardView::showState(const State& state, PlayerId /*viewer*/) {
    const auto* ludo = dynamic_cast<const LudoState*>(&state);
    if (!ludo) return;
    animation_.stop();
    legs_.clear();
    placed_.clear();
    moving_.reset();
    afterAnimation_.reset();
    if (!state_ || state_->numPlayers() != ludo->numPlayers()) boardCache_ = QPixmap();
    state_ = std::make_unique<LudoState>(*ludo);
    offered_.clear();
    hint_.reset();
    hovered_.reset();
    settleDie();
    update();
}

// The die lies in the yard of the seat to play: blank while it is still to roll (the last
// roll, someone else's or an earlier one of this seat, is not left showing), else its roll.
void LudoBoardView::settleDie() {
    if (!state_ || state_->over()) return;
    dieSeat_ = state_->turn();
    dieAngle_ = 0;
    dieWaiting_ = state_->die() == 0;
    dieFace_ = state_->die();
}

LudoBoardView::DieLook LudoBoardView::dieLook() const {
    return {dieSeat_, dieFace_};
}

void LudoBoardView::requestMove(PlayerId player) {
    if (!state_ || state_->currentActor() != player) return;
    offered_ = state_->legalLudoMoves();
    marked_ = 0;
    pulse_.start();
    setFocus(Qt::OtherFocusReason);
    update();
}

void LudoBoardView::cancelRequest() {
    offered_.clear();
    hint_.reset();
    hovered_.reset();
    pulse_.stop();
    unsetCursor();
    update();
}

void LudoBoardView::showHint(Move move) {
    const LudoMove hint = LudoMove::decode(move);
    const auto at = std::find(offered_.begin(), offered_.end(), hint);
    if (at == offered_.end()) return;
    hint_ = hint;
    mark(static_cast<std::size_t>(at - offered_.begin()));
}

void LudoBoardView::animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                                double pace) {
    const auto* from = dynamic_cast<const LudoState*>(&before);
    const auto* to = dynamic_cast<const LudoState*>(&after);
    if (!from || !to) {
        BoardView::animateMove(before, move, after, viewer, pace);
        return;
    }
    cancelRequest();
    const LudoMove m = LudoMove::decode(move);
    if (pace <= 0) {
        BoardView::animateMove(before, move, after, viewer, pace);
        return;
    }
    showState(before, viewer);
    auto scaled = [pace](int ms) { return std::max(1, static_cast<int>(ms * pace)); };
    std::vector<Leg> legs;
    if (m.kind == LudoMove::Kind::Roll) {
        legs.push_back({Leg::Kind::Roll, {}, {}, scaled(kRollMs), m.roll});
        if (to->isChanceNode())
            legs.push_back({Leg::Kind::Pause, {}, {}, scaled(kNoMovePauseMs), 0});
    } else {
        const PawnRef mover{from->turn(), m.pawn};
        auto path = movePath(*from, m);
        const int walkMs =
            m.kind == LudoMove::Kind::Out ? kOutMs : kStepMs * static_cast<int>(path.size() - 1);
        legs.push_back({Leg::Kind::Walk, mover, path, scaled(walkMs), 0});
        if (m.to == core::kCentre)
            legs.push_back({Leg::Kind::Flight,
                            mover,
                            {path.back(), stableSpot(from->arm(mover.seat), mover.pawn)},
                            scaled(kFlightMs),
                            0});
        if (const auto victim = from->captureBy(m))
            legs.push_back({Leg::Kind::Flight,
                            *victim,
                            {path.back(), stableSpot(from->arm(victim->seat), victim->pawn)},
                            scaled(kFlightMs),
                            0});
    }
    startLegs(std::move(legs), std::make_unique<LudoState>(*to));
}

void LudoBoardView::startLegs(std::vector<Leg> legs, std::unique_ptr<LudoState> after) {
    legs_ = std::move(legs);
    legIndex_ = 0;
    afterAnimation_ = std::move(after);
    runNextLeg();
}

void LudoBoardView::runNextLeg() {
    if (legIndex_ >= legs_.size()) {
        finishAnimation();
        return;
    }
    const Leg& leg = legs_[legIndex_];
    if (leg.kind == Leg::Kind::Walk || leg.kind == Leg::Kind::Flight) {
        moving_ = leg.pawn;
        movingAt_ = leg.path.front();
    }
    if (leg.kind == Leg::Kind::Roll) dieWaiting_ = false;
    animation_.setDuration(leg.durationMs);
    animation_.start();
}

void LudoBoardView::onLegProgress(double t) {
    if (legIndex_ >= legs_.size()) return;
    const Leg& leg = legs_[legIndex_];
    switch (leg.kind) {
        case Leg::Kind::Walk: {
            const int steps = static_cast<int>(leg.path.size()) - 1;
            if (steps <= 0) break;
            const double x = t * steps;
            const int i = std::min(static_cast<int>(x), steps - 1);
            const double f = x - i;
            movingAt_ = lerp(leg.path[i], leg.path[i + 1], f);
            movingLift_ = std::sin(std::numbers::pi * f) * 0.7;
            break;
        }
        case Leg::Kind::Flight: {
            const double eased = t * t * (3 - 2 * t);
            const double arc = std::sin(std::numbers::pi * t);
            movingAt_ = lerp(leg.path.front(), leg.path.back(), eased) - QPointF(0, arc * 1.5);
            movingLift_ = arc;
            break;
        }
        case Leg::Kind::Roll:
            // A few quick faces while it tumbles, then the face it lands on.
            dieFace_ = t >= 1.0 ? leg.face : 1 + (static_cast<int>(t * 11) * 5 + leg.face) % 6;
            dieAngle_ = t >= 1.0 ? 0 : (1 - t) * (1 - t) * 400;
            break;
        case Leg::Kind::Pause:
            break;
    }
    update();
}

void LudoBoardView::finishAnimation() {
    legs_.clear();
    legIndex_ = 0;
    placed_.clear();
    moving_.reset();
    movingLift_ = 0;
    if (afterAnimation_) state_ = std::move(afterAnimation_);
    settleDie();
    update();
    emit animationFinished();
}

QPointF LudoBoardView::shownPlace(PlayerId seat, int pawn) const {
    const PawnRef ref{seat, pawn};
    if (moving_ && *moving_ == ref) return movingAt_;
    for (auto it = placed_.rbegin(); it != placed_.rend(); ++it)
        if (it->first == ref) return it->second;
    return pawnPlace(*state_, seat, pawn);
}

std::optional<LudoMove> LudoBoardView::moveAt(QPointF board) const {
    if (!state_) return std::nullopt;
    const PlayerId seat = state_->turn();
    for (const LudoMove& m : offered_)
        for (int i = 0; i < core::kPawns; ++i) {
            const bool picks = m.kind == LudoMove::Kind::Out
                                   ? state_->pawn(seat, i) == core::kStable
                                   : i == m.pawn;
            if (picks && distance(board, pawnPlace(*state_, seat, i)) < kPickRadius) return m;
        }
    for (const LudoMove& m : offered_)
        if (distance(board, movePath(*state_, m).back()) < kPickRadius) return m;
    return std::nullopt;
}

std::optional<LudoMove> LudoBoardView::moveOfPawn(int pawn) const {
    if (!state_ || pawn < 0 || pawn >= core::kPawns) return std::nullopt;
    for (const LudoMove& m : offered_) {
        if (m.kind == LudoMove::Kind::Out && state_->pawn(state_->turn(), pawn) == core::kStable)
            return m;
        if (m.kind == LudoMove::Kind::Advance && m.pawn == pawn) return m;
    }
    return std::nullopt;
}

void LudoBoardView::mark(std::size_t index) {
    marked_ = index;
    update();
}

void LudoBoardView::choose(const LudoMove& move) {
    cancelRequest();
    emit moveChosen(move.encode());
}

void LudoBoardView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || offered_.empty()) return;
    if (const auto move = moveAt(frame().toBoard(event->position()))) choose(*move);
}

void LudoBoardView::mouseMoveEvent(QMouseEvent* event) {
    if (offered_.empty()) return;
    const auto move = moveAt(frame().toBoard(event->position()));
    if (move != hovered_) {
        hovered_ = move;
        if (move)
            setCursor(Qt::PointingHandCursor);
        else
            unsetCursor();
        update();
    }
}

void LudoBoardView::keyPressEvent(QKeyEvent* event) {
    if (!offered_.empty()) {
        if (event->key() >= Qt::Key_1 && event->key() <= Qt::Key_4) {
            if (const auto move = moveOfPawn(event->key() - Qt::Key_1)) choose(*move);
            return;
        }
        const std::size_t count = offered_.size();
        switch (event->key()) {
            case Qt::Key_Return:
            case Qt::Key_Enter:
            case Qt::Key_Space:
                choose(offered_[std::min(marked_, count - 1)]);
                return;
            case Qt::Key_Right:
            case Qt::Key_Down:
                mark((marked_ + 1) % count);
                return;
            case Qt::Key_Left:
            case Qt::Key_Up:
                mark((marked_ + count - 1) % count);
                return;
            default:
                break;
        }
    }
    BoardView::keyPressEvent(event);
}

void LudoBoardView::resizeEvent(QResizeEvent* event) {
    boardCache_ = QPixmap();
    BoardView::resizeEvent(event);
}

void LudoBoardView::paintHighlights(QPainter& painter, const BoardFrame& frame) const {
    const PlayerId seat = state_->turn();
    const double glow = 0.5 + 0.5 * std::sin(pulsePhase_);
    for (const LudoMove& m : offered_) {
        // A glow under the pawn that would move; a ring round the marked one.
        const QPointF at = frame.toPixels(pawnPlace(*state_, seat, m.pawn));
        const double r = frame.unit * (0.62 + 0.08 * glow);
        QRadialGradient halo(at, r);
        const QColor light = m == hint_ ? kHintGold : QColor(255, 240, 150);
        halo.setColorAt(0.55, QColor(light.red(), light.green(), light.blue(),
                                     static_cast<int>(170 + 80 * glow)));
        halo.setColorAt(1, QColor(light.red(), light.green(), light.blue(), 0));
        painter.setPen(Qt::NoPen);
        painter.setBrush(halo);
        painter.drawEllipse(at, r, r);
        if (offered_.size() > 1 && m == offered_[marked_]) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(seatColour(seat).darker(160), frame.unit * 0.08));
            painter.drawEllipse(at, frame.unit * 0.6, frame.unit * 0.6);
        }
    }
}

// Drawn over the pawns, so that a capture's target shows on the pawn it would send home.
void LudoBoardView::paintTargets(QPainter& painter, const BoardFrame& frame) const {
    const QColor colour = seatColour(state_->turn());
    for (const LudoMove& m : offered_) {
        const bool strong = m == hovered_ || m == hint_ || m == offered_[marked_];
        const QPointF target = frame.toPixels(movePath(*state_, m).back());
        QColor fill = m == hint_ ? kHintGold : colour;
        fill.setAlpha(strong ? 120 : 45);
        painter.setBrush(fill);
        painter.setPen(QPen(m == hint_ ? kHintGold.darker(140) : colour.darker(130),
                            frame.unit * (strong ? 0.09 : 0.06),
                            strong ? Qt::SolidLine : Qt::DashLine));
        painter.drawEllipse(target, frame.unit * 0.42, frame.unit * 0.42);
    }
}

void LudoBoardView::paintPawns(QPainter& painter, const BoardFrame& frame) const {
    for (PlayerId s = 0; s < state_->numPlayers(); ++s)
        for (int i = 0; i < core::kPawns; ++i) {
            if (moving_ && *moving_ == PawnRef{s, i}) continue;
            const int p = state_->pawn(s, i);
            const QPointF at = shownPlace(s, i);
            const bool onSpot = at == stableSpot(state_->arm(s), i);
            paintPawn(painter, frame.toPixels(at),
                      frame.unit * (onSpot ? kSpotPawnRadius : kPawnRadius), seatColour(s), i + 1,
                      p == core::kCentre && onSpot, 0);
        }
    if (moving_)
        paintPawn(painter, frame.toPixels(movingAt_), frame.unit * kPawnRadius,
                  seatColour(moving_->seat), moving_->pawn + 1, false, movingLift_);
}

void LudoBoardView::paintEvent(QPaintEvent* /*event*/) {
    const BoardFrame f = frame();
    const qreal ratio = devicePixelRatioF();
    // Drawn again at a new size, and at a new pixel ratio when the window moves to another screen.
    if (boardCache_.isNull() || boardCache_.devicePixelRatio() != ratio) {
        boardCache_ = QPixmap(size() * ratio);
        boardCache_.setDevicePixelRatio(ratio);
        boardCache_.fill(Qt::transparent);
        QPainter cache(&boardCache_);
        paintBoard(cache, f, armColours());
    }
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.drawPixmap(0, 0, boardCache_);
    if (!state_) return;
    paintHighlights(painter, f);
    paintPawns(painter, f);
    paintTargets(painter, f);
    if (!state_->over() || !legs_.empty())
        paintDie(painter, f.toPixels(dieSpot(state_->arm(dieSeat_))), f.unit * kDieSize, dieFace_,
                 dieAngle_, dieWaiting_);
}

// Says which pawns may move and how: with one move, Space plays it; with several, a click, a
// pawn's number, or Space for the marked one (the arrows move the mark).
QString LudoBoardView::movePrompt(PlayerId player) const {
    if (!state_ || offered_.empty() || state_->turn() != player) return {};
    const QString name = seatName(player);
    if (offered_.size() == 1) {
        const LudoMove& only = offered_.front();
        if (only.kind == LudoMove::Kind::Out)
            return tr("%1: press Space to bring a pawn out, or click it").arg(name);
        return tr("%1: press Space to move pawn %2, or click it")
            .arg(name, QString::number(only.pawn + 1));
    }
    QStringList pawns;
    for (int i = 0; i < core::kPawns; ++i)
        if (moveOfPawn(i)) pawns << QString::number(i + 1);
    const QString last = pawns.takeLast();
    const QString listed = pawns.isEmpty() ? last : tr("%1 or %2").arg(pawns.join(tr(", ")), last);
    return tr("%1: click pawn %2, or press its number (arrows and Space: the marked pawn)")
        .arg(name, listed);
}

QString LudoBoardView::describeMove(const State& before, Move move, const State& after) const {
    const auto* from = dynamic_cast<const LudoState*>(&before);
    const auto* to = dynamic_cast<const LudoState*>(&after);
    if (!from || !to) return BoardView::describeMove(before, move, after);
    const LudoMove m = LudoMove::decode(move);
    const PlayerId seat = from->turn();
    const QString name = seatName(seat);
    if (m.kind == LudoMove::Kind::Roll) {
        const bool noMove = to->isChanceNode();
        if (m.roll == core::kExitRoll && noMove && to->turn() != seat)
            return tr("%1 rolled a third 6 in a row — the turn passes").arg(name);
        if (m.roll == core::kExitRoll && noMove)
            return tr("%1 rolled a 6 but cannot move — roll again").arg(name);
        if (m.roll == core::kExitRoll) return tr("%1 rolled a 6 — play again").arg(name);
        if (noMove)
            return tr("%1 rolled a %2 — no move possible").arg(name, QString::number(m.roll));
        return tr("%1 rolled a %2").arg(name, QString::number(m.roll));
    }
    if (const auto victim = from->captureBy(m))
        return tr("%1 captured a pawn of %2").arg(name, seatName(victim->seat));
    if (m.kind == LudoMove::Kind::Out) return tr("%1 brought a pawn out").arg(name);
    if (m.to == core::kCentre) {
        if (!to->finished(seat)) return tr("%1 brought a pawn home").arg(name);
        if (to->finishOrder().front() == seat) return tr("%1 wins!").arg(name);
        const auto& order = to->finishOrder();
        const auto place = std::find(order.begin(), order.end(), seat) - order.begin() + 1;
        return tr("%1 finishes in place %2").arg(name, QString::number(place));
    }
    if (core::onStaircase(m.to))
        return tr("%1 climbed to step %2").arg(name, QString::number(core::stepOf(m.to)));
    if (m.to == core::kFoot) return tr("%1 reached the foot of the staircase").arg(name);
    return tr("%1 moved pawn %2 to square %3")
        .arg(name, QString::number(m.pawn + 1), QString::number(m.to));
}

Sound LudoBoardView::soundFor(const State& before, Move move, const State& after) const {
    const auto* from = dynamic_cast<const LudoState*>(&before);
    if (!from) return BoardView::soundFor(before, move, after);
    const LudoMove m = LudoMove::decode(move);
    if (m.kind == LudoMove::Kind::Roll) return Sound::Roll;
    if (from->captureBy(m)) return Sound::Capture;
    if (after.isTerminal()) return Sound::Win;
    return Sound::Move;
}

}  // namespace lt::shell::ludo
