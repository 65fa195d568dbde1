// A race board drawn in SVG, and the geometry read from the same file, so pawns stand exactly
// where the art puts the squares: every square N is marked by <circle id="square-N" cx cy r>
// and every route a pawn follows (a snake's body, a ladder) by <path id="route-NAME" d>, with
// absolute M, L and C commands and no transform. Words on the board (a title) are <text> elements
// with an id, which the board's view translates.
#pragma once

#include <QMap>
#include <QPainterPath>
#include <QPixmap>
#include <QPointF>
#include <QSizeF>
#include <QString>
#include <QSvgRenderer>
#include <memory>

class QPainter;

namespace lt::shell::race {

class RaceTrack {
  public:
    // Reads the SVG at `path` (a resource path); a square or route missing from it is simply
    // unknown (squareCentre() then gives the board's centre). `words` replaces the words of the
    // <text id="ID"> elements by id: what the board says, in the interface language.
    explicit RaceTrack(const QString& path, const QMap<QString, QString>& words = {});

    QSizeF size() const { return size_; }  // the viewBox
    bool hasSquare(int square) const { return squares_.contains(square); }
    QPointF squareCentre(int square) const;
    double squareRadius(int square) const;
    // The route drawn for `name` ("snake-16", "ladder-1"), from its first point to its last.
    QPainterPath route(const QString& name) const;
    // The words of the <text id="ID"> element, as drawn.
    QString words(const QString& id) const { return words_.value(id); }
    // Where the <text id="ID"> element is drawn, in viewBox units.
    QRectF wordsBounds(const QString& id) const { return renderer_->boundsOnElement(id); }

    // The board drawn into `target` (cached as a pixmap per size).
    void paint(QPainter& painter, const QRectF& target) const;

  private:
    QSizeF size_;
    QMap<int, QPointF> squares_;
    QMap<int, double> radii_;
    QMap<QString, QPainterPath> routes_;
    QMap<QString, QString> words_;
    std::shared_ptr<QSvgRenderer> renderer_;
    mutable QPixmap cache_;
};

// Reads an SVG path's data made of absolute M, L and C commands (the subset our boards use).
QPainterPath parsePathData(const QString& data);

}  // namespace lt::shell::race
