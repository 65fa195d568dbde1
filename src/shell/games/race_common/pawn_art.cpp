#include "games/race_common/pawn_art.h"

#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

namespace lt::shell::race {

void paintPawn(QPainter& painter, QPointF foot, double height, const QColor& colour, double lift,
               bool glow) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double w = height * 0.62;
    // The shadow stays on the board and shrinks as the pawn rises.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, static_cast<int>(90 - 50 * lift)));
    painter.drawEllipse(foot + QPointF(height * 0.06, 0), w * (0.55 - 0.15 * lift),
                        w * (0.2 - 0.05 * lift));
    if (glow) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(255, 236, 140, 230), height * 0.08));
        painter.drawEllipse(foot, w * 0.72, w * 0.3);
    }
    const QPointF base = foot - QPointF(0, lift * height * 0.55);
    const QColor dark = colour.darker(170);
    QPainterPath body;
    body.moveTo(base + QPointF(-w / 2, 0));
    body.cubicTo(base + QPointF(-w / 2, -height * 0.12), base + QPointF(-w * 0.18, -height * 0.35),
                 base + QPointF(-w * 0.14, -height * 0.62));
    body.lineTo(base + QPointF(w * 0.14, -height * 0.62));
    body.cubicTo(base + QPointF(w * 0.18, -height * 0.35), base + QPointF(w / 2, -height * 0.12),
                 base + QPointF(w / 2, 0));
    body.arcTo(QRectF(base.x() - w / 2, base.y() - w * 0.14, w, w * 0.28), 0, -180);
    QLinearGradient shade(base + QPointF(-w / 2, 0), base + QPointF(w / 2, 0));
    shade.setColorAt(0, colour.lighter(135));
    shade.setColorAt(0.45, colour);
    shade.setColorAt(1, dark);
    painter.setPen(QPen(dark.darker(130), std::max(1.0, height * 0.035)));
    painter.setBrush(shade);
    painter.drawPath(body);
    // Collar and head.
    const QPointF neck = base - QPointF(0, height * 0.62);
    painter.drawEllipse(neck, w * 0.26, w * 0.08);
    const double r = height * 0.2;
    const QPointF head = neck - QPointF(0, r * 0.95);
    QRadialGradient shine(head - QPointF(r * 0.35, r * 0.4), r * 1.3);
    shine.setColorAt(0, colour.lighter(180));
    shine.setColorAt(0.5, colour);
    shine.setColorAt(1, dark);
    painter.setBrush(shine);
    painter.drawEllipse(head, r, r);
    painter.restore();
}

std::vector<QPointF> stackOffsets(int count) {
    switch (count) {
        case 1:
            return {{0, 0.15}};
        case 2:
            return {{-0.38, 0.2}, {0.38, 0.2}};
        case 3:
            return {{-0.42, 0.05}, {0.42, 0.05}, {0, 0.45}};
        default: {
            std::vector<QPointF> spots{{-0.4, -0.05}, {0.4, -0.05}, {-0.4, 0.5}, {0.4, 0.5}};
            spots.resize(count, QPointF(0, 0.2));
            return spots;
        }
    }
}

}  // namespace lt::shell::race
