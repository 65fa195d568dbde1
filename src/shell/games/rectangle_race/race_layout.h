// Where everything of the rectangle race lies on the board widget. The six boards, their
// rectangles and the card share one scale (px per mm), so equal sizes are equal on screen: the
// screen's real millimetre (widgets/physical_scale.h) when the window holds the table at that
// size, else smaller, the same for everything. Rectangles are whole pixels, so two of one size
// in millimetres have one size in pixels wherever they lie.
// The boards are 240 x 110 mm here (cells of 80 x 55 mm instead of the digest's 80 x 85: the
// rectangles are at most 74 x 32 mm), which lets the whole table fit a 1024 x 600 window.
#pragma once

#include <QRectF>
#include <QSizeF>
#include <array>
#include <optional>

#include "games/rectangle_race/components.h"
#include "games/rectangle_race/race_keys.h"

namespace lt::shell::rectangle_race {

inline constexpr double kBoardHeightMm = 110;
inline constexpr double kCellHeightMm = kBoardHeightMm / 2;
inline constexpr double kGapMm = 8;
inline constexpr double kTopMm = 54;  // the strip with the card
inline constexpr double kCardWidthMm = 96;
inline constexpr double kCardHeightMm = 46;
inline constexpr double kSeatsPx = 62;  // the players' strip at the bottom

struct RaceLayout {
    double scale = 1;      // px per mm as drawn
    double realScale = 1;  // px per mm of the screen: scale < realScale when reduced
    bool reduced() const { return scale < realScale; }
    // The share of the real size drawn, in whole percent (100 when not reduced).
    int percentOfRealSize() const;
    QRectF top;  // the strip above the boards
    QRectF card;
    QRectF timer;
    QRectF deck;
    std::array<QRectF, lt::rectangle_race::kBoards> boards;
    std::array<QRectF, lt::rectangle_race::kCells> cells;
    std::array<QRectF, lt::rectangle_race::kCells> shapes;  // empty for purple's sixth cell
    QRectF seats;

    // A rectangle of `rectangle`'s size centred on `centre`, in whole pixels.
    QRectF shapeAt(const lt::rectangle_race::Rectangle& rectangle, QPointF centre) const;
};

// `pixelsPerMm`: the screen's millimetre; `seatsStrip`: whether the strip of the humans' keys
// takes the bottom.
RaceLayout layoutFor(const QSizeF& size, double pixelsPerMm, bool seatsStrip = true);
// The printed place under `point`, if any.
std::optional<int> placeAt(const RaceLayout& layout, const QPointF& point);
// The printed place next to `place` in direction `action` on the 9 x 4 grid of cells (the
// empty cell skipped); `place` itself at the edge.
int neighbour(int place, Action action);

}  // namespace lt::shell::rectangle_race
