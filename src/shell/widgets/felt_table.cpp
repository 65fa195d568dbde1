#include "widgets/felt_table.h"

#include <QRadialGradient>
#include <algorithm>

namespace lt::shell {

void paintFeltTable(QPainter& painter, const QRect& area, const QColor& centre, const QColor& edge,
                    const QColor& wood) {
    painter.setRenderHint(QPainter::Antialiasing);
    QRadialGradient felt(area.center(), std::max(area.width(), area.height()) * 0.7);
    felt.setColorAt(0, centre);
    felt.setColorAt(1, edge);
    painter.fillRect(area, wood);
    painter.setBrush(felt);
    painter.setPen(Qt::NoPen);
    painter.drawRoundedRect(area.adjusted(10, 10, -10, -10), 18, 18);
}

void paintFelt(QPainter& painter, const QRect& area, const QColor& centre, const QColor& edge,
               qreal reach) {
    QRadialGradient felt(area.center(), std::max(area.width(), area.height()) * reach);
    felt.setColorAt(0, centre);
    felt.setColorAt(1, edge);
    painter.fillRect(area, felt);
}

}  // namespace lt::shell
