// A player's pawn: a glossy coloured cone with a round head, drawn standing on a point.
#pragma once

#include <QColor>
#include <QPointF>
#include <vector>

class QPainter;

namespace lt::shell::race {

// Draws a pawn whose base stands on `foot`, `height` pixels tall, raised by `lift` (0..1,
// while it hops: the shadow stays on the board). `glow` rings the pawn whose turn it is.
void paintPawn(QPainter& painter, QPointF foot, double height, const QColor& colour, double lift,
               bool glow);

// Where `count` pawns sharing one square stand, as offsets in units of the square's radius.
std::vector<QPointF> stackOffsets(int count);

}  // namespace lt::shell::race
