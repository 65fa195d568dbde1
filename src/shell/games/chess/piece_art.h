// The chess pieces, drawn from our own SVG pictures (one per piece type, coloured for each
// side when loaded) and rendered to pixmaps cached per piece, size and device pixel ratio,
// so they are crisp at any board size without re-rendering SVG on every paint.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QPixmap>
#include <QPointF>

#include "games/chess/types.h"

class QPainter;

namespace lt::shell::chess {

class PieceArt {
  public:
    // `piece` rendered into a square of `side` logical pixels.
    const QPixmap& piece(lt::chess::Piece piece, double side, qreal devicePixelRatio);
    // Draws the piece centred on `centre` in a square of `side` pixels.
    void draw(QPainter& painter, lt::chess::Piece piece, QPointF centre, double side);

  private:
    QByteArray svgFor(lt::chess::Piece piece);

    QHash<int, QByteArray> svg_;        // by piece code
    QHash<QString, QPixmap> rendered_;  // by piece, size and ratio
};

}  // namespace lt::shell::chess
