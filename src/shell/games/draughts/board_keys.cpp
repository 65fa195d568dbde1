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
    const QString text = event.text();
    const bool typing = text.size() == 1 && (text[0].isDigit() || text == QLatin1String("-") ||
                                             text == QLatin1String("x"));
    if (typing) {
        if (typedWrong_) typed_.clear();
        typedWrong_ = false;
        typed_ += text;
        update();
        return true;
    }
    if (!typed_.isEmpty()) {
        if (event.key() == Qt::Key_Backspace) {
            typed_.chop(1);
            typedWrong_ = false;
            update();
            return true;
        }
        if (event.key() == Qt::Key_Escape) {
            typed_.clear();
            typedWrong_ = false;
            update();
            return true;
        }
        if (event.key() == Qt::Key_Return || event.key() == Qt::Key_Enter) {
            const auto move = state_->parseMove(typed_.toStdString());
            const auto legal = state_->legalMoves();
            if (move && std::find(legal.begin(), legal.end(), *move) != legal.end()) {
                typed_.clear();
                typedWrong_ = false;
                choose(lt::draughts::Move::fromCode(*move));
            } else {
                typedWrong_ = true;
                update();
            }
            return true;
        }
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
    if (typed_.isEmpty()) return;
    // The move being typed, on the frame's top border; red once Enter found no such move.
    const QString line = typedWrong_ ? tr("%1: not a legal move").arg(typed_) : typed_ + "_";
    QFont font = painter.font();
    font.setPixelSize(std::max(10, static_cast<int>(geometry.cell * 0.32)));
    font.setBold(true);
    painter.setFont(font);
    const QRectF band(geometry.board.left(), geometry.frame.top(), geometry.board.width(),
                      geometry.board.top() - geometry.frame.top());
    painter.setPen(typedWrong_ ? QColor(0xff, 0x8a, 0x80) : QColor(0xff, 0xf3, 0xd6));
    painter.drawText(band, Qt::AlignVCenter | Qt::AlignLeft, line);
}

}  // namespace lt::shell::draughts
