// Keyboard play on a board of places (squares, points): the arrow keys move a cursor to the
// nearest place that way as the board is drawn, so a flipped board needs nothing of its own,
// and Enter or Space acts on the place under it as a click there would. The cursor appears at
// the first arrow key, so mouse players never see it.
#pragma once

#include <QPointF>
#include <QRectF>
#include <functional>
#include <optional>
#include <vector>

class QKeyEvent;
class QPainter;

namespace lt::shell {

class PlaceCursor {
  public:
    // The place nearest `from` in the direction of the arrow `key` among `places` (centres on
    // screen): a sideways step weighs twice a forward one. With `rowsFirst`, Up and Down go to
    // the nearest row that way instead (a forward step weighs twice a sideways one): on a
    // draughts board, whose playing squares alternate from row to row, Up then steps
    // diagonally, and every square can be reached. `from` itself when no place lies that way.
    static int step(const std::vector<QPointF>& places, int from, int key, bool rowsFirst = false);

    // Handles a key for a board whose places are `places`: an arrow moves the cursor (it
    // starts at `start`), Enter or Space calls `act` with the place under it (the first key
    // only shows the cursor at `start`). True if the key was used.
    bool handleKey(const QKeyEvent& event, const std::vector<QPointF>& places, int start,
                   const std::function<void(int)>& act, bool rowsFirst = false);

    std::optional<int> place() const { return place_; }
    void hide() { place_.reset(); }

    // A ring around `rect`, the place under the cursor, visible on light and dark squares.
    static void paint(QPainter& painter, const QRectF& rect);

  private:
    std::optional<int> place_;
};

}  // namespace lt::shell
