// Nine Men's Morris by keys alone: the arrow keys move a cursor to the nearest point that way,
// Enter or Space clicks there: a pawn is placed, picked up and put down, or taken after a mill.
#include <QKeyEvent>
#include <QPainter>

#include "games/morris/morris_board_view.h"

namespace lt::shell::morris {

bool MorrisBoardView::handleCursorKey(const QKeyEvent& event) {
    if (offered_.empty() || flight_.before) return false;
    const MorrisLayout geometry = layout();
    std::vector<QPointF> points;
    for (int point = 0; point < 24; ++point) points.push_back(geometry.point(point));
    const MorrisMove& first = offered_.front();
    const int start = pick_.from                           ? *pick_.from
                      : first.from != lt::morris::kNoPoint ? first.from
                                                           : first.to;
    const bool used =
        cursor_.handleKey(event, points, start, [&](int point) { clickAt(points[point]); });
    if (used) update();
    return used;
}

void MorrisBoardView::paintCursor(QPainter& painter, const MorrisLayout& geometry) const {
    if (offered_.empty()) return;
    if (const auto point = cursor_.place()) {
        const double size = geometry.pawn * 1.2;
        PlaceCursor::paint(
            painter, QRectF(geometry.point(*point) - QPointF(size, size) / 2, QSizeF(size, size)));
    }
}

}  // namespace lt::shell::morris
