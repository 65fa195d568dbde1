#include "games/morris/layout.h"

#include <algorithm>
#include <cmath>

#include "games/morris/geometry.h"

namespace lt::shell::morris {
namespace {

// A tray is this fraction of the board's side, and the gap between them a smaller one.
constexpr double kTrayShare = 0.22;
constexpr double kGapShare = 0.03;

}  // namespace

MorrisLayout MorrisLayout::forSize(QSizeF size) {
    MorrisLayout layout;
    const double wide = size.width(), high = size.height();
    const double extra = 2 * (kTrayShare + kGapShare);
    // Trays go on the long side: beside the board on a landscape widget, above and below on
    // a portrait one.
    const double besideSide = std::min(high, wide / (1 + extra));
    const double stackedSide = std::min(wide, high / (1 + extra));
    layout.traysBesideBoard = besideSide >= stackedSide;
    const double side = std::max(1.0, std::max(besideSide, stackedSide)) * 0.98;
    const QPointF centre(wide / 2, high / 2);
    layout.board = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side);
    const double tray = side * kTrayShare, gap = side * kGapShare;
    if (layout.traysBesideBoard) {
        layout.trays[0] = QRectF(layout.board.left() - gap - tray, layout.board.top(), tray, side);
        layout.trays[1] = QRectF(layout.board.right() + gap, layout.board.top(), tray, side);
    } else {
        layout.trays[1] = QRectF(layout.board.left(), layout.board.top() - gap - tray, side, tray);
        layout.trays[0] = QRectF(layout.board.left(), layout.board.bottom() + gap, side, tray);
    }
    const double margin = side * kGridMargin;
    layout.grid = layout.board.adjusted(margin, margin, -margin, -margin);
    layout.unit = layout.grid.width() / 6;
    layout.pawn = layout.unit * 0.78;
    return layout;
}

QPointF MorrisLayout::point(int point) const {
    using lt::morris::pointFile;
    using lt::morris::pointRank;
    return {grid.left() + pointFile(point) * unit, grid.bottom() - pointRank(point) * unit};
}

std::optional<int> MorrisLayout::pointAt(QPointF position) const {
    for (int p = 0; p < lt::morris::kPoints; ++p) {
        const QPointF delta = position - point(p);
        if (std::hypot(delta.x(), delta.y()) <= pawn * 0.6) return p;
    }
    return std::nullopt;
}

QRectF MorrisLayout::nameBand(int seat) const {
    const QRectF& tray = trays[seat];
    const double band = traysBesideBoard ? tray.width() * 0.62 : tray.height() * 0.34;
    return QRectF(tray.left(), tray.top(), tray.width(), band);
}

QPointF MorrisLayout::handSlot(int seat, int index) const {
    const QRectF& tray = trays[seat];
    const QRectF band = nameBand(seat);
    if (traysBesideBoard) {
        // A column of overlapping pawns rising from the bottom of the hand area.
        const double top = band.bottom() + pawn * 0.6;
        const double bottom = tray.bottom() - tray.height() * 0.22;
        const double step = std::min(pawn * 0.72, (bottom - top) / 8);
        return {tray.center().x(), bottom - index * step};
    }
    const double left = tray.left() + pawn * 0.7;
    const double step = std::min(pawn * 0.8, (tray.width() * 0.62 - pawn) / 8);
    return {left + index * step, band.bottom() + (tray.bottom() - band.bottom()) / 2};
}

QPointF MorrisLayout::capturedSlot(int seat, int index) const {
    const QRectF& tray = trays[seat];
    const double small = capturedPawn();
    if (traysBesideBoard) {
        const int row = index / 3, column = index % 3;
        const double step = std::min(small * 0.95, (tray.width() * 0.8 - small) / 2);
        const double left = tray.center().x() - step;
        return {left + column * step, tray.bottom() - small * 0.7 - row * small * 0.9};
    }
    const int row = index / 5, column = index % 5;
    const double step = small * 0.9;
    const double left = tray.right() - small * 0.7 - 4 * step;
    return {left + column * step, tray.bottom() - small * 0.7 - row * small * 0.9};
}

}  // namespace lt::shell::morris
