// The arrow keys that walk a keyboard cursor (shell/widgets/place_cursor) from one place of a
// board to another, found breadth first over the cursor's own steps: tests play whole games by
// keys with it, and it fails (nullopt) when a place cannot be reached by the arrows at all.
#pragma once

#include <Qt>
#include <optional>
#include <queue>
#include <vector>

#include "widgets/place_cursor.h"

namespace lt::test {

inline std::optional<std::vector<Qt::Key>> arrowPath(const std::vector<QPointF>& places, int from,
                                                     int to, bool rowsFirst = false) {
    static constexpr Qt::Key kArrows[] = {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down};
    std::vector<int> previous(places.size(), -1);
    std::vector<Qt::Key> via(places.size(), Qt::Key_unknown);
    std::queue<int> frontier;
    frontier.push(from);
    previous[static_cast<std::size_t>(from)] = from;
    while (!frontier.empty()) {
        const int here = frontier.front();
        frontier.pop();
        if (here == to) break;
        for (Qt::Key key : kArrows) {
            const int next = shell::PlaceCursor::step(places, here, key, rowsFirst);
            if (previous[static_cast<std::size_t>(next)] >= 0) continue;
            previous[static_cast<std::size_t>(next)] = here;
            via[static_cast<std::size_t>(next)] = key;
            frontier.push(next);
        }
    }
    if (previous[static_cast<std::size_t>(to)] < 0) return std::nullopt;
    std::vector<Qt::Key> keys;
    for (int at = to; at != from; at = previous[static_cast<std::size_t>(at)])
        keys.insert(keys.begin(), via[static_cast<std::size_t>(at)]);
    return keys;
}

}  // namespace lt::test
