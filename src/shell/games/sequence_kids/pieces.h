// The cards and chips of Sequence for Kids, drawn with QPainter at any size.
#pragma once

#include <QColor>
#include <QPainter>
#include <QRectF>

#include "games/sequence_kids/cards.h"

namespace lt::shell::sequence_kids {

inline const QColor kInk(40, 30, 25);
inline const QColor kGold(255, 200, 40);

// A card face up: its picture on its colour; a dead card greyed and crossed out.
void paintCardFace(QPainter& painter, const QRectF& rect, lt::sequence_kids::Card card, bool dead);
// A card face down: purple with the star of the free corners.
void paintCardBack(QPainter& painter, const QRectF& rect);
// A shaded chip filling most of `cell`.
void paintChip(QPainter& painter, const QRectF& cell, const QColor& colour);

}  // namespace lt::shell::sequence_kids
