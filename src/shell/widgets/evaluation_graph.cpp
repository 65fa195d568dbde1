#include "widgets/evaluation_graph.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "widgets/font_scale.h"

namespace lt::shell {

namespace {

const QColor kBlackSide(0x3a, 0x36, 0x33);
const QColor kWhiteSide(0xf4, 0xf1, 0xea);
const QColor kCurve(0x8a, 0x84, 0x7c);
const QColor kShown(0x2f, 0x7d, 0x8c);

QColor dotColour(EvaluationGraph::Dot dot) {
    switch (dot) {
        case EvaluationGraph::Dot::Inaccuracy:
            return {0xe6, 0xb4, 0x22};
        case EvaluationGraph::Dot::Mistake:
            return {0xe0, 0x7b, 0x1f};
        case EvaluationGraph::Dot::Blunder:
            return {0xc6, 0x28, 0x28};
        case EvaluationGraph::Dot::None:
            break;
    }
    return {};
}

}  // namespace

EvaluationGraph::EvaluationGraph(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setAccessibleName(tr("Evaluation graph"));
    setToolTip(tr("Click a point, or use Left and Right, to see that position"));
}

QSize EvaluationGraph::sizeHint() const {
    return {fontScaled(600), fontScaled(56)};
}

QSize EvaluationGraph::minimumSizeHint() const {
    return {fontScaled(120), fontScaled(40)};
}

void EvaluationGraph::setPoints(std::vector<Point> points, std::size_t total) {
    points_ = std::move(points);
    total_ = std::max(total, points_.size());
    if (current_ && *current_ >= points_.size()) current_.reset();
    update();
}

std::size_t EvaluationGraph::pointCount() const {
    return static_cast<std::size_t>(std::count_if(
        points_.begin(), points_.end(), [](const Point& point) { return point.analysed; }));
}

std::optional<std::size_t> EvaluationGraph::analysedFrom(std::size_t index, bool backwards) const {
    if (points_.empty()) return std::nullopt;
    index = std::min(index, points_.size() - 1);
    for (std::size_t i = index;; backwards ? --i : ++i) {
        if (i >= points_.size()) return std::nullopt;
        if (points_[i].analysed) return i;
        if (backwards && i == 0) return std::nullopt;
    }
}

void EvaluationGraph::setCurrent(std::optional<std::size_t> index) {
    if (index && (*index >= points_.size() || !points_[*index].analysed)) index.reset();
    if (index == current_) return;
    current_ = index;
    if (current_) setAccessibleDescription(points_[*current_].spoken);
    QAccessibleEvent event(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
    update();
}

QRectF EvaluationGraph::plotArea() const {
    const qreal margin = 4;
    return QRectF(rect()).adjusted(margin, margin, -margin, -margin);
}

QPointF EvaluationGraph::pointAt(std::size_t index) const {
    const QRectF area = plotArea();
    const double steps = total_ > 1 ? static_cast<double>(total_ - 1) : 1.0;
    const double chances = index < points_.size() ? points_[index].whiteChances : 0.0;
    return {area.left() + area.width() * static_cast<double>(index) / steps,
            area.center().y() - area.height() / 2 * std::clamp(chances, -1.0, 1.0)};
}

void EvaluationGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = plotArea();
    p.fillRect(rect(), kBlackSide);
    if (points_.empty()) return;
    // White's share of the graph below the curve, Black's above it, as lichess draws it: one
    // stretch for each run of analysed positions, a lone one a bar of a few pixels.
    QPainterPath white;
    const qreal lone = 2;
    for (std::size_t i = 0; i < points_.size(); ++i) {
        if (!points_[i].analysed) continue;
        const std::size_t first = i;
        if (i + 1 == points_.size() || !points_[i + 1].analysed) {
            const QPointF at = pointAt(i);
            white.addRect(
                QRectF(QPointF(at.x() - lone, at.y()), QPointF(at.x() + lone, area.bottom())));
            continue;
        }
        white.moveTo(pointAt(first).x(), area.bottom());
        for (; i < points_.size() && points_[i].analysed; ++i) white.lineTo(pointAt(i));
        white.lineTo(pointAt(i - 1).x(), area.bottom());
        white.closeSubpath();
    }
    p.fillPath(white, kWhiteSide);
    p.setPen(QPen(kCurve, 1, Qt::DashLine));
    p.drawLine(QPointF(area.left(), area.center().y()), QPointF(area.right(), area.center().y()));
    if (current_) {
        p.setPen(QPen(kShown, 2));
        const double x = pointAt(*current_).x();
        p.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
    }
    const qreal radius = std::max<qreal>(3, height() / 18.0);
    for (std::size_t i = 0; i < points_.size(); ++i) {
        if (points_[i].dot == Dot::None || !points_[i].analysed) continue;
        p.setPen(QPen(Qt::white, 1));
        p.setBrush(dotColour(points_[i].dot));
        p.drawEllipse(pointAt(i), radius, radius);
    }
    if (hasFocus()) {
        p.setPen(QPen(kShown, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
}

// The analysed point at `index`, else the nearest one.
void EvaluationGraph::choose(std::size_t index) {
    const auto before = analysedFrom(index, true);
    const auto after = analysedFrom(index, false);
    if (!before && !after) return;
    const std::size_t chosen = !after                              ? *before
                               : !before                           ? *after
                               : index - *before <= *after - index ? *before
                                                                   : *after;
    setCurrent(chosen);
    emit pointChosen(chosen);
}

void EvaluationGraph::mousePressEvent(QMouseEvent* event) {
    if (points_.empty() || event->button() != Qt::LeftButton) return;
    const QRectF area = plotArea();
    const double steps = total_ > 1 ? static_cast<double>(total_ - 1) : 1.0;
    const double at = (event->position().x() - area.left()) / area.width() * steps;
    choose(static_cast<std::size_t>(std::lround(std::max(0.0, at))));
}

void EvaluationGraph::keyPressEvent(QKeyEvent* event) {
    const auto first = analysedFrom(0, false);
    if (!first) return QWidget::keyPressEvent(event);
    const std::size_t last = *analysedFrom(points_.size() - 1, true);
    const std::size_t at = current_.value_or(last);
    switch (event->key()) {
        case Qt::Key_Left:
            choose(at > *first ? analysedFrom(at - 1, true).value_or(*first) : *first);
            return;
        case Qt::Key_Right:
            choose(current_ && at < last ? analysedFrom(at + 1, false).value_or(last) : last);
            return;
        case Qt::Key_Home:
            choose(*first);
            return;
        case Qt::Key_End:
            choose(last);
            return;
        default:
            QWidget::keyPressEvent(event);
    }
}

}  // namespace lt::shell
