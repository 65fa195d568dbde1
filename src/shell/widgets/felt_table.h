// The felt the tables are played on: framed in wood for the dice tables (10 000, 421, dice
// poker, No 5 no 2, Ship, captain and crew), edge to edge for the flag tables (Questo e quello,
// Un due tre, Trovami!, Urla!). One painter so the tables of the box look alike and a change
// reaches all of them.
#pragma once

#include <QColor>
#include <QPainter>
#include <QRect>

namespace lt::shell {

// Fills `area` with `wood` and lays on it the felt, from `centre` to `edge`; leaves the
// painter antialiased, with no pen.
void paintFeltTable(QPainter& painter, const QRect& area, const QColor& centre, const QColor& edge,
                    const QColor& wood);

// Fills `area` edge to edge with a felt from `centre` to `edge`, the gradient reaching
// `reach` times the longer side.
void paintFelt(QPainter& painter, const QRect& area, const QColor& centre, const QColor& edge,
               qreal reach);

}  // namespace lt::shell
