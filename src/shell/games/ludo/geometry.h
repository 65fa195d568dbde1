// Where things are on the petits-chevaux board, in board units: the board is a 15 x 15 grid
// (x to the right, y down, one unit per square). The 56-square loop runs clockwise around a
// cross whose arms are three squares wide; each arm's middle column is a colour's staircase,
// the four corners hold the stables, and the centre square is the star.
//
// Everything is laid out for arm 0 (the left arm, stable in the top-left corner) and turned
// a quarter clockwise per arm.
#pragma once

#include <QPointF>
#include <QRectF>
#include <vector>

#include "games/ludo/move.h"
#include "games/ludo/state.h"

namespace lt::shell::ludo {

inline constexpr double kGridSize = 15;

QPointF turnClockwise(QPointF point, int quarterTurns);
QPointF loopCell(int square);         // centre of absolute loop square 0..55
QPointF stepCell(int arm, int step);  // centre of staircase step 1..6 of an arm
QPointF centreCell();
QRectF stableRect(int arm);             // the corner square that holds the stable
QPointF stableSpot(int arm, int pawn);  // where a stabled (or finished) pawn stands
QPointF dieSpot(int arm);               // where the die lies while that arm's seat plays
QPointF travelDirection(int square);    // unit vector from a loop square to the next one

// Where a seat's pawn stands in `state`. Pawns home are shown back on their stable spot.
QPointF pawnPlace(const lt::ludo::LudoState& state, PlayerId seat, int pawn);
// The squares a move passes through, start included, in walking order (rolls: empty).
std::vector<QPointF> movePath(const lt::ludo::LudoState& before, const lt::ludo::LudoMove& move);

}  // namespace lt::shell::ludo
