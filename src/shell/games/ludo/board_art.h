// Vector drawing of the petits-chevaux board, its pawns and its die, at any size.
#pragma once

#include <QColor>
#include <QPainter>
#include <QPointF>
#include <QRectF>
#include <array>

namespace lt::shell::ludo {

// Maps board units (geometry.h) to widget pixels.
struct BoardFrame {
    QPointF origin;   // pixel position of board point (0, 0)
    double unit = 1;  // pixels per square

    QPointF toPixels(QPointF board) const { return origin + board * unit; }
    QPointF toBoard(QPointF pixels) const { return (pixels - origin) / unit; }
    QRectF square(QPointF centre, double size) const;  // a size x size square around centre
};

// The colour of each arm's stable, start square and staircase; grey for an empty arm.
using ArmColours = std::array<QColor, 4>;

// The whole board without pawns: frame, loop, start squares, stables, staircases, star.
void paintBoard(QPainter& painter, const BoardFrame& frame, const ArmColours& colours);

// A shaded pawn seen from above; `lift` (0..1) raises it while it hops or flies.
// `label` is its number (1-4), drawn on top; a pawn home shows a gold star instead.
void paintPawn(QPainter& painter, QPointF centre, double radius, const QColor& colour, int label,
               bool home, double lift);

// A white die showing `face` (0: blank), turned by `angle` degrees. `waiting` fades it: still
// to roll.
void paintDie(QPainter& painter, QPointF centre, double size, int face, double angle, bool waiting);

// A five-pointed star path (used on the board and on pawns home).
QPainterPath starPath(QPointF centre, double outerRadius, double innerRadius, int points);

}  // namespace lt::shell::ludo
