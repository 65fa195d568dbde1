#include "games/yam/felt_tray.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace lt::shell::yam {

void FeltTray::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF outer = QRectF(rect()).adjusted(4, 4, -4, -4);
    const double frame = std::clamp(std::min(width(), height()) * 0.045, 10.0, 22.0);

    // Drop shadow under the tray.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 50));
    painter.drawRoundedRect(outer.translated(2, 4), frame * 1.4, frame * 1.4);

    // Wooden frame: a warm gradient with a darker inner edge.
    QLinearGradient wood(outer.topLeft(), outer.bottomRight());
    wood.setColorAt(0, QColor(150, 94, 52));
    wood.setColorAt(0.5, QColor(120, 70, 36));
    wood.setColorAt(1, QColor(92, 52, 26));
    painter.setBrush(wood);
    painter.drawRoundedRect(outer, frame * 1.4, frame * 1.4);
    painter.setPen(QPen(QColor(255, 220, 170, 60), 1.5));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(outer.adjusted(2, 2, -2, -2), frame * 1.3, frame * 1.3);

    // Felt, lit from the middle.
    const QRectF felt = outer.adjusted(frame, frame, -frame, -frame);
    QRadialGradient cloth(felt.center(), std::max(felt.width(), felt.height()) * 0.7);
    cloth.setColorAt(0, QColor(38, 128, 76));
    cloth.setColorAt(1, QColor(16, 78, 44));
    painter.setPen(QPen(QColor(10, 40, 22), 2));
    painter.setBrush(cloth);
    painter.drawRoundedRect(felt, frame * 0.6, frame * 0.6);

    // Stitching a little inside the felt's edge.
    painter.setPen(QPen(QColor(255, 255, 255, 40), 1.2, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(felt.adjusted(8, 8, -8, -8), frame * 0.4, frame * 0.4);
}

}  // namespace lt::shell::yam
