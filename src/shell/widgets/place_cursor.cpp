#include "widgets/place_cursor.h"

#include <QKeyEvent>
#include <QPainter>
#include <cmath>
#include <limits>

namespace lt::shell {

int PlaceCursor::step(const std::vector<QPointF>& places, int from, int key, bool rowsFirst) {
    QPointF direction;
    switch (key) {
        case Qt::Key_Left:
            direction = {-1, 0};
            break;
        case Qt::Key_Right:
            direction = {1, 0};
            break;
        case Qt::Key_Up:
            direction = {0, -1};
            break;
        case Qt::Key_Down:
            direction = {0, 1};
            break;
        default:
            return from;
    }
    const QPointF here = places.at(static_cast<std::size_t>(from));
    int best = from;
    double bestScore = std::numeric_limits<double>::max();
    for (std::size_t i = 0; i < places.size(); ++i) {
        const QPointF d = places[i] - here;
        const double ahead = d.x() * direction.x() + d.y() * direction.y();
        const double aside = std::abs(d.x() * direction.y() - d.y() * direction.x());
        if (ahead < 0.5) continue;  // behind, beside, or this place
        const bool nearestRow = rowsFirst && direction.x() == 0;
        const double score = nearestRow ? 2 * ahead + aside : ahead + 2 * aside;
        if (score < bestScore) {
            bestScore = score;
            best = static_cast<int>(i);
        }
    }
    return best;
}

bool PlaceCursor::handleKey(const QKeyEvent& event, const std::vector<QPointF>& places, int start,
                            const std::function<void(int)>& act, bool rowsFirst) {
    if (places.empty()) return false;
    switch (event.key()) {
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Up:
        case Qt::Key_Down:
            if (!place_ || *place_ >= static_cast<int>(places.size()))
                place_ = start;
            else
                place_ = step(places, *place_, event.key(), rowsFirst);
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            if (!place_ || *place_ >= static_cast<int>(places.size())) {
                place_ = start;  // the first press shows where the cursor is
                return true;
            }
            act(*place_);
            return true;
        default:
            return false;
    }
}

void PlaceCursor::paint(QPainter& painter, const QRectF& rect) {
    const double width = std::max(2.0, rect.width() * 0.06);
    const QRectF ring = rect.adjusted(width, width, -width, -width);
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0x10, 0x10, 0x10, 200), width * 1.8));
    painter.drawRoundedRect(ring, width * 2, width * 2);
    painter.setPen(QPen(QColor(0xff, 0xd5, 0x4f), width));
    painter.drawRoundedRect(ring, width * 2, width * 2);
    painter.restore();
}

}  // namespace lt::shell
