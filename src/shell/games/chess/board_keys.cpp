// Chess by keys alone: the arrow keys move a cursor over the board as it is seen (flipped or
// not), Enter or Space picks a piece up and puts it down as two clicks would; while the
// promotion chooser is open the cursor moves over its four pieces instead.
#include <QKeyEvent>
#include <QPainter>

#include "games/chess/chess_board_view.h"

namespace lt::shell::chess {

using lt::chess::Square;

bool ChessBoardView::handleCursorKey(const QKeyEvent& event) {
    if (offered_.empty() || slide_.after) return false;
    const BoardLayout l = layout();
    auto click = [this, &l](QPointF point) {
        clickAt(point);
        update();
    };
    if (promotionTo_) {
        std::vector<QPointF> cells;
        for (int i = 0; i < 4; ++i) cells.push_back(l.promotionCell(*promotionTo_, i).center());
        const bool used =
            promotionCursor_.handleKey(event, cells, 0, [&](int i) { click(cells[i]); });
        if (used) update();
        return used;
    }
    promotionCursor_.hide();
    std::vector<QPointF> squares;
    for (int s = 0; s < 64; ++s) squares.push_back(l.centre(Square(s)));
    // It starts on the piece picked up, else on the first piece that can move.
    const int start = static_cast<int>(picked_ ? *picked_ : offered_.front().from());
    const bool used =
        squareCursor_.handleKey(event, squares, start, [&](int s) { click(squares[s]); });
    if (used) update();
    return used;
}

void ChessBoardView::paintCursor(QPainter& p, const BoardLayout& l) const {
    if (offered_.empty()) return;
    if (promotionTo_) {
        if (const auto cell = promotionCursor_.place())
            PlaceCursor::paint(p, l.promotionCell(*promotionTo_, *cell));
        return;
    }
    if (const auto square = squareCursor_.place())
        PlaceCursor::paint(p, l.squareRect(Square(*square)));
}

}  // namespace lt::shell::chess
