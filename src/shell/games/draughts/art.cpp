#include "games/draughts/art.h"

#include <QFont>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainterPath>
#include <QRadialGradient>
#include <algorithm>

namespace lt::shell::draughts {
namespace {

const QColor kLightSquare(0xf0, 0xdd, 0xb6);
const QColor kDarkSquare(0x7e, 0x52, 0x2e);
const QColor kGold(0xf2, 0xc2, 0x3c);

// A disc seen slightly from above: its side (the thickness) under the top face.
void paintDisc(QPainter& painter, QPointF centre, double radius, double thickness,
               const QColor& colour) {
    const QColor edge = colour.darker(colour.lightness() > 128 ? 150 : 170);
    const QColor side = colour.darker(colour.lightness() > 128 ? 125 : 140);
    const double rim = std::max(0.8, radius * 0.05);
    painter.setPen(QPen(edge, rim));
    painter.setBrush(side);
    painter.drawEllipse(centre + QPointF(0, thickness), radius, radius * 0.92);
    painter.drawRect(QRectF(centre.x() - radius, centre.y(), radius * 2, thickness));
    painter.setPen(Qt::NoPen);
    painter.drawRect(
        QRectF(centre.x() - radius + rim / 2, centre.y() - rim, radius * 2 - rim, thickness + rim));

    // The top face: a soft light from the top left.
    QRadialGradient face(centre + QPointF(-radius * 0.35, -radius * 0.4), radius * 1.4);
    face.setColorAt(0.0, colour.lighter(colour.lightness() > 128 ? 108 : 190));
    face.setColorAt(0.55, colour);
    face.setColorAt(1.0, colour.darker(125));
    painter.setPen(QPen(edge, rim));
    painter.setBrush(face);
    painter.drawEllipse(centre, radius, radius * 0.92);

    // Turned grooves.
    QColor groove = edge;
    groove.setAlpha(150);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(groove, rim * 0.9));
    painter.drawEllipse(centre, radius * 0.72, radius * 0.72 * 0.92);
    painter.drawEllipse(centre, radius * 0.42, radius * 0.42 * 0.92);
    QColor shine = colour.lighter(160);
    shine.setAlpha(colour.lightness() > 128 ? 120 : 70);
    painter.setPen(QPen(shine, rim * 0.8));
    painter.drawArc(
        QRectF(centre.x() - radius * 0.8, centre.y() - radius * 0.74, radius * 1.6, radius * 1.48),
        95 * 16, 80 * 16);
}

void paintCrown(QPainter& painter, QPointF centre, double radius) {
    const double w = radius * 0.95, h = radius * 0.62;
    const QPointF o = centre + QPointF(-w / 2, -h / 2 + radius * 0.04);
    QPainterPath crown;
    crown.moveTo(o + QPointF(0, h * 0.25));
    crown.lineTo(o + QPointF(w * 0.27, h * 0.58));
    crown.lineTo(o + QPointF(w * 0.5, 0));
    crown.lineTo(o + QPointF(w * 0.73, h * 0.58));
    crown.lineTo(o + QPointF(w, h * 0.25));
    crown.lineTo(o + QPointF(w * 0.9, h));
    crown.lineTo(o + QPointF(w * 0.1, h));
    crown.closeSubpath();
    QLinearGradient gold(o, o + QPointF(0, h));
    gold.setColorAt(0, kGold.lighter(125));
    gold.setColorAt(1, kGold.darker(130));
    painter.setPen(QPen(QColor(0x6b, 0x4a, 0x08), std::max(0.8, radius * 0.05), Qt::SolidLine,
                        Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(gold);
    painter.drawPath(crown);
    painter.setBrush(kGold.lighter(140));
    const double jewel = radius * 0.07;
    for (double x : {0.0, 0.5, 1.0})
        painter.drawEllipse(o + QPointF(w * x, x == 0.5 ? 0 : h * 0.25), jewel, jewel);
}

}  // namespace

void paintBoard(QPainter& painter, const DraughtsLayout& layout) {
    painter.save();
    QLinearGradient wood(layout.frame.topLeft(), layout.frame.bottomRight());
    wood.setColorAt(0, QColor(0x6e, 0x3f, 0x1c));
    wood.setColorAt(0.5, QColor(0x92, 0x5b, 0x2c));
    wood.setColorAt(1, QColor(0x52, 0x2c, 0x12));
    painter.setPen(Qt::NoPen);
    painter.setBrush(wood);
    const double corner = layout.cell * 0.18;
    painter.drawRoundedRect(layout.frame, corner, corner);
    painter.setBrush(kLightSquare);
    painter.drawRect(layout.board);

    for (int square = 1; square <= 50; ++square) {
        const QRectF rect = layout.squareRect(square);
        QLinearGradient dark(rect.topLeft(), rect.bottomRight());
        dark.setColorAt(0, kDarkSquare.lighter(108));
        dark.setColorAt(1, kDarkSquare.darker(108));
        painter.setPen(Qt::NoPen);
        painter.setBrush(dark);
        painter.drawRect(rect);
    }
    painter.setPen(QPen(QColor(0x2e, 0x18, 0x08), std::max(1.0, layout.cell * 0.03)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(layout.board);
    painter.restore();
}

void paintSquareNumbers(QPainter& painter, const DraughtsLayout& layout) {
    painter.save();
    QFont font = painter.font();
    // Readable on a 1024 × 600 screen, where a square is about 45 pixels.
    font.setPixelSize(std::max(9, static_cast<int>(layout.cell * 0.2)));
    font.setBold(true);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    for (int square = 1; square <= 50; ++square) {
        const QRectF rect = layout.squareRect(square);
        const QString text = QString::number(square);
        const double pad = layout.cell * 0.03;
        const QRectF tag(rect.left() + pad, rect.top() + pad,
                         metrics.horizontalAdvance(text) + 2 * pad, metrics.height());
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0x3a, 0x22, 0x10, 150));
        painter.drawRoundedRect(tag, pad * 1.5, pad * 1.5);
        painter.setPen(QColor(0xf7, 0xe8, 0xc8));
        painter.drawText(tag, Qt::AlignCenter, text);
    }
    painter.restore();
}

void paintPiece(QPainter& painter, QPointF centre, double size, const QColor& colour, bool king) {
    painter.save();
    const double radius = size / 2;
    const double thickness = radius * 0.22;
    // The shadow on the board.
    QRadialGradient shadow(centre + QPointF(radius * 0.08, radius * 0.3), radius * 1.1);
    shadow.setColorAt(0.7, QColor(0, 0, 0, 90));
    shadow.setColorAt(1.0, QColor(0, 0, 0, 0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(shadow);
    painter.drawEllipse(centre + QPointF(radius * 0.08, radius * 0.3), radius * 1.1, radius * 1.05);
    if (king) {
        // A crowned man: a second disc stacked on the first.
        const double lift = thickness * 1.5;
        paintDisc(painter, centre + QPointF(0, lift / 2), radius, thickness, colour);
        paintDisc(painter, centre - QPointF(0, lift / 2), radius, thickness, colour);
        paintCrown(painter, centre - QPointF(0, lift / 2), radius);
    } else {
        paintDisc(painter, centre - QPointF(0, thickness / 2), radius, thickness, colour);
    }
    painter.restore();
}

}  // namespace lt::shell::draughts
