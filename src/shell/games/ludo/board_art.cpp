#include "games/ludo/board_art.h"

#include <QFont>
#include <QLinearGradient>
#include <QPainterPath>
#include <QRadialGradient>
#include <cmath>
#include <numbers>

#include "games/ludo/geometry.h"
#include "games/ludo/rules.h"

namespace lt::shell::ludo {

namespace core = ::lt::ludo;

namespace {

const QColor kFrameWood(96, 66, 40);
const QColor kPlate(246, 238, 220);
const QColor kSquare(255, 252, 243);
const QColor kSquareLine(120, 100, 80);
const QColor kGold(236, 184, 40);

QPen linePen(const BoardFrame& frame, const QColor& colour, double widthUnits) {
    QPen pen(colour, widthUnits * frame.unit);
    pen.setJoinStyle(Qt::RoundJoin);
    return pen;
}

void paintPlate(QPainter& painter, const BoardFrame& frame) {
    const QRectF outer(frame.toPixels({-0.35, -0.35}), frame.toPixels({15.35, 15.35}));
    QLinearGradient wood(outer.topLeft(), outer.bottomRight());
    wood.setColorAt(0, kFrameWood.lighter(125));
    wood.setColorAt(0.5, kFrameWood);
    wood.setColorAt(1, kFrameWood.darker(125));
    painter.setPen(Qt::NoPen);
    painter.setBrush(wood);
    painter.drawRoundedRect(outer, 0.45 * frame.unit, 0.45 * frame.unit);

    const QRectF inner(frame.toPixels({0, 0}), frame.toPixels({15, 15}));
    QRadialGradient plate(inner.center(), inner.width() * 0.75);
    plate.setColorAt(0, kPlate.lighter(104));
    plate.setColorAt(1, kPlate.darker(106));
    painter.setBrush(plate);
    painter.setPen(linePen(frame, kFrameWood.darker(140), 0.05));
    painter.drawRoundedRect(inner, 0.2 * frame.unit, 0.2 * frame.unit);
}

void paintSquare(QPainter& painter, const BoardFrame& frame, QPointF centre, const QBrush& fill) {
    painter.setBrush(fill);
    painter.setPen(linePen(frame, kSquareLine, 0.035));
    const double r = 0.12 * frame.unit;
    painter.drawRoundedRect(frame.square(centre, 0.9), r, r);
}

// A white arrow on a start square, pointing the way the pawns go.
void paintArrow(QPainter& painter, const BoardFrame& frame, QPointF centre, QPointF direction) {
    const QPointF ahead = direction * 0.28, side(-direction.y() * 0.2, direction.x() * 0.2);
    QPainterPath arrow;
    arrow.moveTo(frame.toPixels(centre + ahead));
    arrow.lineTo(frame.toPixels(centre - ahead * 0.6 + side));
    arrow.lineTo(frame.toPixels(centre - ahead * 0.25));
    arrow.lineTo(frame.toPixels(centre - ahead * 0.6 - side));
    arrow.closeSubpath();
    painter.setPen(linePen(frame, QColor(0, 0, 0, 60), 0.03));
    painter.setBrush(QColor(255, 255, 255, 235));
    painter.drawPath(arrow);
}

void paintNumber(QPainter& painter, const BoardFrame& frame, QPointF centre, const QString& text,
                 double heightUnits, const QColor& colour) {
    QFont font;
    font.setBold(true);
    font.setPixelSize(std::max(6, static_cast<int>(heightUnits * frame.unit)));
    painter.setFont(font);
    painter.setPen(colour);
    painter.drawText(frame.square(centre, 1), Qt::AlignCenter, text);
}

void paintStable(QPainter& painter, const BoardFrame& frame, int arm, const QColor& colour) {
    const QRectF area = stableRect(arm).adjusted(0.2, 0.2, -0.2, -0.2);
    const QRectF pixels(frame.toPixels(area.topLeft()), frame.toPixels(area.bottomRight()));
    QLinearGradient fill(pixels.topLeft(), pixels.bottomRight());
    fill.setColorAt(0, colour.lighter(125));
    fill.setColorAt(1, colour.darker(115));
    painter.setBrush(fill);
    painter.setPen(linePen(frame, colour.darker(160), 0.06));
    painter.drawRoundedRect(pixels, 0.5 * frame.unit, 0.5 * frame.unit);

    // The pen: a light disc with a soft rim, and four spots for the pawns.
    const QPointF centre = frame.toPixels(area.center());
    const double radius = 2.3 * frame.unit;
    QRadialGradient pen(centre, radius);
    pen.setColorAt(0, QColor(255, 253, 247));
    pen.setColorAt(0.88, QColor(250, 244, 232));
    pen.setColorAt(1, colour.lighter(150));
    painter.setBrush(pen);
    painter.setPen(linePen(frame, colour.darker(140), 0.05));
    painter.drawEllipse(centre, radius, radius);
    for (int pawn = 0; pawn < core::kPawns; ++pawn) {
        const QPointF spot = frame.toPixels(stableSpot(arm, pawn));
        const double r = 0.6 * frame.unit;
        QRadialGradient hollow(spot, r);
        hollow.setColorAt(0, colour.lighter(175));
        hollow.setColorAt(1, colour.lighter(135));
        painter.setBrush(hollow);
        painter.setPen(linePen(frame, colour.darker(130), 0.045));
        painter.drawEllipse(spot, r, r);
    }
}

void paintStaircase(QPainter& painter, const BoardFrame& frame, int arm, const QColor& colour) {
    for (int step = 1; step <= core::kSteps; ++step) {
        const QPointF centre = stepCell(arm, step);
        const QColor shade = colour.lighter(150 - step * 8);
        paintSquare(painter, frame, centre, shade);
        paintNumber(painter, frame, centre, QString::number(step), 0.5, colour.darker(170));
    }
}

void paintCentre(QPainter& painter, const BoardFrame& frame, const ArmColours& colours) {
    const QPointF c = centreCell();
    const QRectF cell = frame.square(c, 1.0);
    // Four triangles, each in the colour of the staircase that leads into it.
    const QPointF corners[4] = {cell.topLeft(), cell.topRight(), cell.bottomRight(),
                                cell.bottomLeft()};
    for (int arm = 0; arm < 4; ++arm) {
        // Arm 0 comes in from the left: the triangle on the left edge, then clockwise.
        const QPointF a = corners[(arm + 3) % 4], b = corners[arm];
        QPainterPath triangle;
        triangle.moveTo(a);
        triangle.lineTo(b);
        triangle.lineTo(frame.toPixels(c));
        triangle.closeSubpath();
        painter.setBrush(colours[arm]);
        painter.setPen(linePen(frame, colours[arm].darker(150), 0.03));
        painter.drawPath(triangle);
    }
    QRadialGradient gold(frame.toPixels(c), 0.45 * frame.unit);
    gold.setColorAt(0, kGold.lighter(140));
    gold.setColorAt(1, kGold.darker(115));
    painter.setBrush(gold);
    painter.setPen(linePen(frame, kGold.darker(170), 0.03));
    painter.drawPath(starPath(frame.toPixels(c), 0.46 * frame.unit, 0.2 * frame.unit, 8));
}

}  // namespace

QRectF BoardFrame::square(QPointF centre, double size) const {
    const QPointF half(size / 2, size / 2);
    return {toPixels(centre - half), toPixels(centre + half)};
}

QPainterPath starPath(QPointF centre, double outerRadius, double innerRadius, int points) {
    QPainterPath star;
    for (int i = 0; i < points * 2; ++i) {
        const double angle = -std::numbers::pi / 2 + i * std::numbers::pi / points;
        const double r = i % 2 ? innerRadius : outerRadius;
        const QPointF point = centre + QPointF(std::cos(angle), std::sin(angle)) * r;
        if (i == 0)
            star.moveTo(point);
        else
            star.lineTo(point);
    }
    star.closeSubpath();
    return star;
}

void paintBoard(QPainter& painter, const BoardFrame& frame, const ArmColours& colours) {
    painter.setRenderHint(QPainter::Antialiasing);
    paintPlate(painter, frame);
    for (int arm = 0; arm < 4; ++arm) paintStable(painter, frame, arm, colours[arm]);
    for (int square = 0; square < core::kLoopSquares; ++square) {
        const int arm = square / core::kSquaresPerArm;
        const bool start = square % core::kSquaresPerArm == 0;
        const bool foot = square % core::kSquaresPerArm == core::kSquaresPerArm - 1;
        const QPointF centre = loopCell(square);
        if (start) {
            QRadialGradient fill(frame.toPixels(centre), 0.6 * frame.unit);
            fill.setColorAt(0, colours[arm].lighter(115));
            fill.setColorAt(1, colours[arm].darker(110));
            paintSquare(painter, frame, centre, fill);
            paintArrow(painter, frame, centre, travelDirection(square));
        } else if (foot) {
            // The foot of the next arm's staircase, in that arm's colour.
            const QColor colour = colours[(arm + 1) % 4];
            paintSquare(painter, frame, centre, colour.lighter(165));
            painter.setBrush(colour);
            painter.setPen(Qt::NoPen);
            painter.drawPath(
                starPath(frame.toPixels(centre), 0.22 * frame.unit, 0.1 * frame.unit, 5));
        } else {
            paintSquare(painter, frame, centre, kSquare);
        }
    }
    for (int arm = 0; arm < 4; ++arm) paintStaircase(painter, frame, arm, colours[arm]);
    paintCentre(painter, frame, colours);
}

void paintPawn(QPainter& painter, QPointF centre, double radius, const QColor& colour, int label,
               bool home, double lift) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double r = radius * (1 + 0.18 * lift);
    // Shadow: further away and softer as the pawn rises.
    const QPointF shadowAt = centre + QPointF(0.12, 0.2) * radius * (1 + 2.5 * lift);
    QRadialGradient shadow(shadowAt, r * 1.1);
    shadow.setColorAt(0, QColor(0, 0, 0, static_cast<int>(110 - 50 * lift)));
    shadow.setColorAt(1, QColor(0, 0, 0, 0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(shadow);
    painter.drawEllipse(shadowAt, r * 1.1, r * 1.1);

    QRadialGradient body(centre, r, centre - QPointF(r * 0.4, r * 0.45));
    body.setColorAt(0, colour.lighter(175));
    body.setColorAt(0.45, colour);
    body.setColorAt(1, colour.darker(175));
    painter.setBrush(body);
    painter.setPen(QPen(colour.darker(250), std::max(1.0, r * 0.08)));
    painter.drawEllipse(centre, r, r);

    // The raised head of the pawn.
    const double head = r * 0.56;
    QRadialGradient top(centre, head, centre - QPointF(head * 0.45, head * 0.5));
    top.setColorAt(0, colour.lighter(190));
    top.setColorAt(0.6, colour.lighter(110));
    top.setColorAt(1, colour.darker(130));
    painter.setBrush(top);
    painter.setPen(QPen(colour.darker(200), std::max(0.8, r * 0.05)));
    painter.drawEllipse(centre, head, head);

    if (home) {
        painter.setBrush(kGold);
        painter.setPen(QPen(kGold.darker(180), std::max(0.8, r * 0.05)));
        painter.drawPath(starPath(centre, head * 0.95, head * 0.42, 5));
    } else if (label > 0) {
        QFont font;
        font.setBold(true);
        font.setPixelSize(std::max(6, static_cast<int>(r * 0.8)));
        QPainterPath text;
        text.addText(0, 0, font, QString::number(label));
        const QRectF box = text.boundingRect();
        text.translate(centre - box.center());
        painter.setPen(QPen(QColor(0, 0, 0, 150), std::max(1.0, r * 0.1)));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(text);
        painter.setPen(Qt::NoPen);
        painter.setBrush(Qt::white);
        painter.drawPath(text);
    }
    painter.restore();
}

void paintDie(QPainter& painter, QPointF centre, double size, int face, double angle,
              bool waiting) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(centre);
    painter.rotate(angle);
    if (waiting) painter.setOpacity(0.55);
    const QRectF body(-size / 2, -size / 2, size, size);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 70));
    painter.drawRoundedRect(body.translated(size * 0.06, size * 0.09), size * 0.2, size * 0.2);
    QLinearGradient ivory(body.topLeft(), body.bottomRight());
    ivory.setColorAt(0, QColor(255, 255, 255));
    ivory.setColorAt(1, QColor(222, 216, 204));
    painter.setBrush(ivory);
    painter.setPen(QPen(QColor(90, 80, 70), std::max(1.0, size * 0.03)));
    painter.drawRoundedRect(body, size * 0.2, size * 0.2);

    // Pip positions on a 3 x 3 grid, per face.
    static const int pips[7][7][2] = {
        {},
        {{1, 1}},
        {{0, 0}, {2, 2}},
        {{0, 0}, {1, 1}, {2, 2}},
        {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
        {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
        {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
    };
    face = std::clamp(face, 0, 6);  // 0: a blank face
    const double spacing = size * 0.27, pip = size * 0.095;
    const QColor ink = face == 1 ? QColor(190, 30, 40) : QColor(30, 28, 26);
    for (int i = 0; i < face; ++i) {
        const QPointF at((pips[face][i][0] - 1) * spacing, (pips[face][i][1] - 1) * spacing);
        QRadialGradient dot(at, pip * (face == 1 ? 1.5 : 1), at + QPointF(-pip * 0.3, -pip * 0.3));
        dot.setColorAt(0, ink.lighter(160));
        dot.setColorAt(1, ink);
        painter.setPen(Qt::NoPen);
        painter.setBrush(dot);
        const double r = face == 1 ? pip * 1.5 : pip;
        painter.drawEllipse(at, r, r);
    }
    painter.restore();
}

}  // namespace lt::shell::ludo
