#include "games/rectangle_race/race_layout.h"

#include <algorithm>
#include <cmath>

namespace lt::shell::rectangle_race {
namespace {

using namespace lt::rectangle_race;

int gridX(int place) {
    return place / kCellsPerBoard % 3 * 3 + place % kCellsPerBoard % 3;
}
int gridY(int place) {
    return place / kCellsPerBoard / 3 * 2 + place % kCellsPerBoard / 3;
}
std::optional<int> placeOfGrid(int x, int y) {
    if (x < 0 || x > 8 || y < 0 || y > 3) return std::nullopt;
    return (y / 2 * 3 + x / 3) * kCellsPerBoard + y % 2 * 3 + x % 3;
}

}  // namespace

int RaceLayout::percentOfRealSize() const {
    return reduced() ? std::clamp(static_cast<int>(std::floor(100 * scale / realScale)), 1, 99)
                     : 100;
}

QRectF RaceLayout::shapeAt(const Rectangle& rectangle, QPointF centre) const {
    const double width = std::round(rectangle.widthMm * scale);
    const double height = std::round(rectangle.heightMm * scale);
    return QRectF(std::round(centre.x() - width / 2), std::round(centre.y() - height / 2), width,
                  height);
}

RaceLayout layoutFor(const QSizeF& size, double pixelsPerMm, bool seatsStrip) {
    const double strip = seatsStrip ? kSeatsPx : 0;
    RaceLayout t;
    const double widthMm = 3 * kBoardWidthMm + 2 * kGapMm;
    const double heightMm = kTopMm + kGapMm + 2 * kBoardHeightMm + kGapMm;
    t.realScale = pixelsPerMm;
    const double fits =
        std::min((size.width() - 16) / widthMm, (size.height() - strip - 12) / heightMm);
    t.scale = std::max(0.2, std::min(pixelsPerMm, fits));
    const double s = t.scale;
    const double left = (size.width() - widthMm * s) / 2;
    const double top = std::max(6.0, (size.height() - strip - heightMm * s) / 2);
    t.top = QRectF(left, top, widthMm * s, kTopMm * s);
    t.card = QRectF(t.top.center().x() - kCardWidthMm * s / 2,
                    top + (kTopMm - kCardHeightMm) * s / 2, kCardWidthMm * s, kCardHeightMm * s);
    t.deck =
        QRectF(t.card.left() - 64 * s, t.card.top() + 4 * s, 40 * s, kCardHeightMm * s - 8 * s);
    t.timer = QRectF(t.card.right() + 24 * s, t.top.center().y() - 5 * s, 200 * s, 10 * s);
    const double boardsTop = top + (kTopMm + kGapMm) * s;
    for (int b = 0; b < kBoards; ++b) {
        const double x = left + (b % 3) * (kBoardWidthMm + kGapMm) * s;
        const double y = boardsTop + (b / 3) * (kBoardHeightMm + kGapMm) * s;
        t.boards[b] = QRectF(x, y, kBoardWidthMm * s, kBoardHeightMm * s);
        for (int c = 0; c < kCellsPerBoard; ++c) {
            const int place = b * kCellsPerBoard + c;
            t.cells[place] = QRectF(x + (c % 3) * kCellWidthMm * s, y + (c / 3) * kCellHeightMm * s,
                                    kCellWidthMm * s, kCellHeightMm * s);
            if (const int card = cardAtPlace(place); card != 0)
                t.shapes[place] = t.shapeAt(rectangleOfCard(card), t.cells[place].center());
        }
    }
    t.seats = QRectF(left, size.height() - strip, widthMm * s, strip);
    return t;
}

std::optional<int> placeAt(const RaceLayout& layout, const QPointF& point) {
    for (int place = 0; place < kCells; ++place)
        if (cardAtPlace(place) != 0 && layout.cells[place].contains(point)) return place;
    return std::nullopt;
}

int neighbour(int place, Action action) {
    int dx = 0, dy = 0;
    switch (action) {
        case Action::Up:
            dy = -1;
            break;
        case Action::Down:
            dy = 1;
            break;
        case Action::Left:
            dx = -1;
            break;
        case Action::Right:
            dx = 1;
            break;
        case Action::Drop:
            return place;
    }
    int x = gridX(place) + dx, y = gridY(place) + dy;
    while (const auto next = placeOfGrid(x, y)) {
        if (cardAtPlace(*next) != 0) return *next;
        x += dx;
        y += dy;
    }
    return place;
}

}  // namespace lt::shell::rectangle_race
