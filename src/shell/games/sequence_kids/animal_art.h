// The pictures of Sequence for Kids, drawn with QPainter at any size: a big, simple head (or
// whole body) for each of the 19 animals on its own pastel colour, the Dragon, the Unicorn and
// the star of a free corner. No letters: a child matches the picture and the colour.
#pragma once

#include <QColor>
#include <QPainter>
#include <QRectF>

#include "games/sequence_kids/board.h"
#include "games/sequence_kids/cards.h"

namespace lt::shell::sequence_kids {

using lt::sequence_kids::Animal;
using lt::sequence_kids::Card;

// The pastel behind an animal, the same on its spaces and its cards.
QColor animalBackground(Animal animal);
// The picture alone, fitted to the largest centred square in `rect`.
void paintAnimal(QPainter& painter, Animal animal, const QRectF& rect);
void paintDragon(QPainter& painter, const QRectF& rect);
void paintUnicorn(QPainter& painter, const QRectF& rect);
void paintFreeStar(QPainter& painter, const QRectF& rect);
// The picture of any card (an animal, the Dragon or the Unicorn).
void paintCardPicture(QPainter& painter, Card card, const QRectF& rect);
// The background of a card or space picture.
QColor cardBackground(Card card);

}  // namespace lt::shell::sequence_kids
