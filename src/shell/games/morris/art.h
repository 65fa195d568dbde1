// The look of the Morris board, drawn with vectors so it is crisp at any size: a walnut board
// with engraved lines and drilled points, turned wooden pawns, felt-lined trays. Rendered
// pictures are cached per size, colour and device pixel ratio.
#pragma once

#include <QColor>
#include <QHash>
#include <QPixmap>
#include <QRectF>
#include <QString>

class QPainter;

namespace lt::shell::morris {

class MorrisArt {
  public:
    // The whole board (wood, lines, points, coordinates) for a board of `side` pixels.
    const QPixmap& board(double side, bool diagonals, qreal devicePixelRatio);
    // One pawn of `diameter` pixels in `colour`, with its shadow; drawn centred on a point.
    const QPixmap& pawn(const QColor& colour, double diameter, qreal devicePixelRatio);
    // The felt-lined tray behind a player's hand; the player to move gets a golden rim.
    static void paintTray(QPainter& painter, const QRectF& tray, bool toMove);

  private:
    QPixmap boardPixmap_;
    QString boardKey_;
    QHash<QString, QPixmap> pawns_;
};

// Draws `pixmap` (from MorrisArt::pawn) centred on `centre`, scaled by `scale`.
void drawCentred(QPainter& painter, const QPixmap& pixmap, QPointF centre, double scale = 1.0);

}  // namespace lt::shell::morris
