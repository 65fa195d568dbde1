// Draughts by keys alone: the arrow keys move a cursor over the playing squares as the board
// is seen, Enter or Space picks a piece up and puts it down as clicks would (a capture through
// several squares is chosen square by square, as with the mouse); or the move is typed in the
// notation, "32-28" or "19x30", and Enter plays it.
#include <QKeyEvent>
#include <QPainter>
#include <algorithm>

#include "games/draughts/draughts_board_view.h"

namespace lt::shell::draughts {

bool DraughtsBoardView::handleMoveKey(const QKeyEvent& event) {
    if (!picker_.active() || flight_.before || !state_) return false;
    const auto typing = typed_.handleKey(event, [](QChar c) {
        return c.isDigit() || c == QLatin1Char('-') || c == QLatin1Char('x');
    });
    if (typing == TypedMoveEntry::Outcome::Entered) {
        const auto move = state_->parseMove(typed_.text().toStdString());
        const auto legal = state_->legalMoves();
        if (move && std::find(legal.begin(), legal.end(), *move) != legal.end()) {
            typed_.clear();
            choose(lt::draughts::Move::fromCode(*move));
        } else {
            typed_.refuse(tr("%1: not a legal move").arg(typed_.text()));
        }
    }
    if (typing != TypedMoveEntry::Outcome::Unused) {
        update();
        return true;
    }
    const DraughtsLayout geometry = layout();
    std::vector<QPointF> squares;  // index i: square i + 1
    for (int square = 1; square <= 50; ++square) squares.push_back(geometry.centre(square));
    const auto starts = picker_.startSquares();
    const int start = (picker_.from() ? *picker_.from() : starts.empty() ? 1 : starts.front()) - 1;
    const bool used = cursor_.handleKey(
        event, squares, start, [&](int index) { clickAt(squares[index]); },
        /*rowsFirst=*/true);
    if (used) update();
    return used;
}

void DraughtsBoardView::paintKeyboard(QPainter& painter, const DraughtsLayout& geometry) const {
    if (!picker_.active()) return;
    if (const auto index = cursor_.place())
        PlaceCursor::paint(painter, geometry.squareRect(*index + 1));
    // The move being typed, on the frame's top border.
    typed_.paint(painter,
                 QRectF(geometry.board.left(), geometry.frame.top(), geometry.board.width(),
                        geometry.board.top() - geometry.frame.top()));
}

}  // namespace lt::shell::draughts
