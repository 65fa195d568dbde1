// A Kem's avatar: a head and shoulders in the seat's colour that makes the eight gestures of
// the rules digest (§5.2) in a way everyone at the table can tell apart.
#pragma once

#include <QColor>
#include <QPainter>
#include <QRectF>

namespace lt::shell::kems {

// Draws the avatar in `box`, making `gesture` (0-7, -1 for none) at `progress` (0..1 of the
// gesture's time on screen).
void paintAvatar(QPainter& painter, const QRectF& box, const QColor& colour, int gesture,
                 double progress);

}  // namespace lt::shell::kems
