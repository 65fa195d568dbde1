// Where everything sits on the Morris board widget: the wooden board, its 24 points, and a
// tray per player for the pawns in hand and the pawns captured. Pure geometry, no painting.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <array>
#include <optional>

namespace lt::shell::morris {

// The lines start this fraction of the board's side in from its edge; the coordinates and
// the pawns on the outer square share that margin.
inline constexpr double kGridMargin = 0.12;

struct MorrisLayout {
    QRectF board;                 // the wooden board
    QRectF grid;                  // the outer square of lines
    double unit = 0;              // one grid step: a seventh of the way across, file a to file b
    double pawn = 0;              // pawn diameter
    std::array<QRectF, 2> trays;  // per seat: beside the board (or above/below when narrow)
    bool traysBesideBoard = true;

    static MorrisLayout forSize(QSizeF size);

    QPointF point(int point) const;
    // The point under `position`, if any (within a pawn's radius).
    std::optional<int> pointAt(QPointF position) const;
    // Where the index-th pawn in `seat`'s hand sits (index 0 at the bottom of the stack).
    QPointF handSlot(int seat, int index) const;
    // Where the index-th opponent pawn captured by `seat` sits (smaller pawns).
    QPointF capturedSlot(int seat, int index) const;
    double capturedPawn() const { return pawn * 0.62; }
    // The band at the top of a tray for the player's name.
    QRectF nameBand(int seat) const;
};

}  // namespace lt::shell::morris
