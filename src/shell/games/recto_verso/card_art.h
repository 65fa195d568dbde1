// The pictures of Recto Verso, drawn with QPainter at any size (readable from 40 px wide): each
// of the 6 animals as a big simple head on its own strong colour, and the 8 pictograms in a
// white disc at the bottom of the card. No letters: a child matches the animal and the colour,
// and the rules page says what each pictogram looks like and does.
#pragma once

#include <QColor>
#include <QPainter>
#include <QRectF>

#include "games/recto_verso/cards.h"

namespace lt::shell::recto_verso {

using lt::recto_verso::Animal;
using lt::recto_verso::Face;
using lt::recto_verso::Symbol;

inline const QColor kInk(35, 30, 40);
inline const QColor kGold(255, 196, 30);

// The animal's colour (digest A10: the colour tells the animal on the other side).
QColor animalColour(Animal animal);
// The animal alone, fitted to the largest centred square in `rect`.
void paintAnimal(QPainter& painter, Animal animal, const QRectF& rect);
// The pictogram alone, dark on light, fitted to the largest centred square in `rect`.
void paintSymbol(QPainter& painter, Symbol symbol, const QRectF& rect);
// A whole side of a card: colour, animal, pictogram disc.
void paintCardFace(QPainter& painter, const QRectF& rect, Face face);
// A card whose sides this screen must not show (the hand-over screen): plain, no colour.
void paintCardCover(QPainter& painter, const QRectF& rect);
// A five-pointed star, filled or only outlined.
void paintStar(QPainter& painter, const QRectF& rect, bool filled);

}  // namespace lt::shell::recto_verso
