// The framed felt the dice tables are played on (10 000, 421, dice poker, No 5 no 2, Ship,
// captain and crew): a radial felt in a wooden frame with rounded corners. One painter so the
// tables of the box look alike and a change of frame reaches all of them.
#pragma once

#include <QColor>
#include <QPainter>
#include <QRect>

namespace lt::shell {

// Fills `area` with `wood` and lays on it the felt, from `centre` to `edge`; leaves the
// painter antialiased, with no pen.
void paintFeltTable(QPainter& painter, const QRect& area, const QColor& centre, const QColor& edge,
                    const QColor& wood);

}  // namespace lt::shell
