#include "widgets/dice_view.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <array>

namespace lt::shell {

namespace {

constexpr int kTumbleFrameMs = 55;
constexpr double kGapRatio = 0.26;   // space between dice, in die sides
constexpr double kRaiseRatio = 0.2;  // how far a held die is lifted, in die sides
const QColor kIvoryLight(255, 252, 240);
const QColor kIvoryDark(228, 219, 196);
const QColor kPip(38, 34, 30);
const QColor kGlow(255, 206, 64);

// Pip centres on a 3x3 grid (0..2), per face.
const std::array<std::vector<QPoint>, 7> kPips{{
    {},
    {{1, 1}},
    {{0, 0}, {2, 2}},
    {{0, 0}, {1, 1}, {2, 2}},
    {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
    {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
    {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
}};

template <typename T>
void resizeLike(std::vector<T>& values, std::size_t size, T fill) {
    values.resize(size, fill);
}

}  // namespace

DiceView::DiceView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_TranslucentBackground);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    tumble_.setInterval(kTumbleFrameMs);
    connect(&tumble_, &QTimer::timeout, this, &DiceView::onTumble);
}

void DiceView::setFaces(const std::vector<int>& faces) {
    tumble_.stop();
    faces_ = faces;
    resizeLike(held_, faces_.size(), false);
    resizeLike(highlighted_, faces_.size(), false);
    resizeLike(tilt_, faces_.size(), 0.0);
    rolling_.assign(faces_.size(), false);
    update();
}

void DiceView::setHeld(const std::vector<bool>& held) {
    held_ = held;
    held_.resize(faces_.size(), false);
    update();
}

void DiceView::setHeldColour(const QColor& colour) {
    heldColour_ = colour;
    update();
}

void DiceView::setHighlighted(const std::vector<bool>& highlighted) {
    highlighted_ = highlighted;
    highlighted_.resize(faces_.size(), false);
    update();
}

void DiceView::setInteractive(bool interactive) {
    interactive_ = interactive;
    if (!interactive_) {
        hovered_ = -1;
        unsetCursor();
    }
    update();
}

void DiceView::roll(const std::vector<bool>& rolling, const std::vector<int>& finalFaces,
                    int durationMs) {
    finalFaces_ = finalFaces;
    if (faces_.size() != finalFaces_.size()) setFaces(std::vector<int>(finalFaces_.size(), 0));
    rolling_ = rolling;
    rolling_.resize(faces_.size(), false);
    rollMs_ = durationMs;
    if (durationMs <= 0) {
        faces_ = finalFaces_;
        rolling_.assign(faces_.size(), false);
        update();
        // Queued, like the end of a real roll: whoever started it has returned by then.
        QTimer::singleShot(0, this, [this] { emit rollFinished(); });
        return;
    }
    rollClock_.start();
    tumble_.start();
    onTumble();
}

void DiceView::onTumble() {
    const bool done = rollClock_.elapsed() >= rollMs_;
    for (std::size_t i = 0; i < faces_.size(); ++i) {
        if (!rolling_[i]) continue;
        // A small linear congruential sequence: the faces shown while tumbling only need to
        // look random, and tests stay reproducible.
        tumbleSeed_ = tumbleSeed_ * 1103515245u + 12345u;
        const int shown = static_cast<int>((tumbleSeed_ >> 16) % 6) + 1;
        faces_[i] = done ? finalFaces_[i] : shown;
        tilt_[i] = static_cast<double>(static_cast<int>((tumbleSeed_ >> 8) % 41) - 20) *
                   (done ? 0.15 : 1.0);
    }
    for (std::size_t i = 0; i < faces_.size(); ++i)
        if (!rolling_[i] && i < finalFaces_.size() && finalFaces_[i] > 0)
            faces_[i] = finalFaces_[i];
    update();
    if (!done) return;
    tumble_.stop();
    rolling_.assign(faces_.size(), false);
    emit rollFinished();
}

double DiceView::dieSide() const {
    const int n = std::max<int>(1, static_cast<int>(faces_.size()));
    const double byWidth = width() / (n + (n + 1) * kGapRatio);
    const double byHeight = height() / (1.0 + 2 * kRaiseRatio + 0.5);
    return std::max(8.0, std::min(byWidth, byHeight));
}

QRectF DiceView::dieRect(int index) const {
    const int n = static_cast<int>(faces_.size());
    const double side = dieSide();
    const double gap = side * kGapRatio;
    const double rowWidth = n * side + (n - 1) * gap;
    const double left = (width() - rowWidth) / 2;
    double top = (height() - side) / 2 + side * kRaiseRatio / 2;
    if (index >= 0 && index < n && held_[index]) top -= side * kRaiseRatio * 1.5;
    return {left + index * (side + gap), top, side, side};
}

int DiceView::dieAt(QPointF point) const {
    for (int i = 0; i < static_cast<int>(faces_.size()); ++i)
        if (dieRect(i).adjusted(-4, -4, 4, 4).contains(point)) return i;
    return -1;
}

QSize DiceView::sizeHint() const {
    return {520, 150};
}

QSize DiceView::minimumSizeHint() const {
    return {220, 70};
}

void DiceView::toggle(int index) {
    if (!interactive_ || index < 0 || index >= static_cast<int>(faces_.size()) ||
        faces_[index] == 0 || isRolling())
        return;
    held_[index] = !held_[index];
    update();
    emit heldToggled(index, held_[index]);
}

void DiceView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < static_cast<int>(faces_.size()); ++i) paintDie(painter, i);
}

void DiceView::paintDie(QPainter& painter, int index) const {
    const QRectF rect = dieRect(index);
    const double side = rect.width();
    const double radius = side * 0.18;
    const int face = faces_[index];

    if (face == 0) {
        // Where a die will land: a faint outline on the felt.
        painter.setPen(QPen(QColor(255, 255, 255, 70), std::max(1.0, side * 0.03), Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), radius, radius);
        return;
    }

    painter.save();
    painter.translate(rect.center());
    painter.rotate(tilt_[index]);
    const QRectF local(-side / 2, -side / 2, side, side);

    // Shadow on the felt: further away and softer when the die is raised.
    const double lift = held_[index] ? side * 0.16 : side * 0.06;
    for (int layer = 3; layer >= 1; --layer) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 28));
        const double grow = layer * side * 0.025;
        painter.drawRoundedRect(
            local.translated(lift * 0.6, lift).adjusted(-grow, -grow, grow, grow), radius + grow,
            radius + grow);
    }

    if (highlighted_[index]) {
        painter.setBrush(Qt::NoBrush);
        for (int layer = 3; layer >= 1; --layer) {
            QColor glow = kGlow;
            glow.setAlpha(60 + 40 * (3 - layer));
            painter.setPen(QPen(glow, side * 0.05 * layer));
            painter.drawRoundedRect(local, radius, radius);
        }
    }

    QLinearGradient body(local.topLeft(), local.bottomRight());
    body.setColorAt(0, kIvoryLight);
    body.setColorAt(1, kIvoryDark);
    painter.setBrush(body);
    const QColor rim = held_[index] ? heldColour_ : QColor(170, 160, 140);
    painter.setPen(QPen(rim, held_[index] ? side * 0.07 : std::max(1.0, side * 0.02)));
    painter.drawRoundedRect(local, radius, radius);

    // A soft highlight along the top edge gives the cube some volume.
    QLinearGradient sheen(local.topLeft(), QPointF(local.left(), local.top() + side * 0.4));
    sheen.setColorAt(0, QColor(255, 255, 255, 150));
    sheen.setColorAt(1, QColor(255, 255, 255, 0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(sheen);
    painter.drawRoundedRect(local.adjusted(side * 0.08, side * 0.06, -side * 0.08, -side * 0.5),
                            radius * 0.7, radius * 0.7);

    const double pipRadius = side * 0.085;
    const double spacing = side * 0.26;
    for (const QPoint& pip : kPips[std::clamp(face, 0, 6)]) {
        const QPointF centre((pip.x() - 1) * spacing, (pip.y() - 1) * spacing);
        QRadialGradient dot(centre + QPointF(-pipRadius * 0.3, -pipRadius * 0.3), pipRadius * 1.2);
        dot.setColorAt(0, kPip.lighter(180));
        dot.setColorAt(1, kPip);
        painter.setBrush(dot);
        painter.drawEllipse(centre, pipRadius, pipRadius);
    }

    if (interactive_ && index == hovered_) {
        painter.setBrush(QColor(255, 255, 255, 45));
        painter.drawRoundedRect(local, radius, radius);
    }
    painter.restore();

    if (interactive_) {
        // The key that holds this die, under it.
        QFont font = painter.font();
        font.setPixelSize(std::max(9, static_cast<int>(side * 0.17)));
        painter.setFont(font);
        painter.setPen(QColor(255, 255, 255, 170));
        painter.drawText(QRectF(rect.left(), rect.bottom() + side * 0.06, side, side * 0.25),
                         Qt::AlignCenter, QString::number(index + 1));
    }
}

void DiceView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) toggle(dieAt(event->position()));
}

void DiceView::mouseMoveEvent(QMouseEvent* event) {
    const int over = interactive_ ? dieAt(event->position()) : -1;
    if (over == hovered_) return;
    hovered_ = over;
    if (over >= 0)
        setCursor(Qt::PointingHandCursor);
    else
        unsetCursor();
    update();
}

void DiceView::keyPressEvent(QKeyEvent* event) {
    const int index = event->key() - Qt::Key_1;
    if (interactive_ && index >= 0 && index < static_cast<int>(faces_.size()) && index < 9) {
        toggle(index);
        return;
    }
    QWidget::keyPressEvent(event);
}

}  // namespace lt::shell
