#include "games/draughts/route_picker.h"

#include <algorithm>

namespace lt::shell::draughts {
namespace {

bool contains(const std::vector<int>& squares, int square) {
    return std::find(squares.begin(), squares.end(), square) != squares.end();
}

// The distinct moves among routes (two routes of one move are the same move).
std::vector<lt::draughts::Move> distinctMoves(const std::vector<const MoveDetail*>& routes) {
    std::vector<lt::draughts::Move> moves;
    for (const MoveDetail* route : routes)
        if (std::find(moves.begin(), moves.end(), route->move) == moves.end())
            moves.push_back(route->move);
    return moves;
}

}  // namespace

void RoutePicker::offer(std::vector<MoveDetail> routes) {
    routes_ = std::move(routes);
    clearSelection();
}

void RoutePicker::withdraw() {
    routes_.clear();
    clearSelection();
}

void RoutePicker::clearSelection() {
    from_.reset();
    landings_.clear();
    chosen_.reset();
}

bool RoutePicker::canStartFrom(int square) const {
    return std::any_of(routes_.begin(), routes_.end(),
                       [square](const MoveDetail& r) { return r.path.front() == square; });
}

std::vector<int> RoutePicker::startSquares() const {
    std::vector<int> squares;
    for (const auto& route : routes_)
        if (!contains(squares, route.path.front())) squares.push_back(route.path.front());
    return squares;
}

bool RoutePicker::capturing() const {
    return !routes_.empty() && routes_.front().move.isCapture();
}

std::vector<const MoveDetail*> RoutePicker::matching(const std::vector<int>& landings) const {
    std::vector<const MoveDetail*> result;
    if (!from_) return result;
    for (const auto& route : routes_) {
        if (route.path.front() != *from_) continue;
        const std::vector<int> visited(route.path.begin() + 1, route.path.end());
        if (std::all_of(landings.begin(), landings.end(),
                        [&](int square) { return contains(visited, square); }))
            result.push_back(&route);
    }
    return result;
}

std::vector<const MoveDetail*> RoutePicker::candidates() const {
    return matching(landings_);
}

std::vector<int> RoutePicker::targets() const {
    std::vector<int> squares;
    for (const MoveDetail* route : candidates())
        for (std::size_t i = 1; i < route->path.size(); ++i) {
            const int square = route->path[i];
            if (!contains(landings_, square) && !contains(squares, square))
                squares.push_back(square);
        }
    return squares;
}

RoutePicker::Result RoutePicker::click(int square) {
    if (routes_.empty() || chosen_) return Result::Ignored;
    if (!from_ || (landings_.empty() && square != *from_ && canStartFrom(square) &&
                   matching({square}).empty())) {
        if (!canStartFrom(square)) return Result::Ignored;
        from_ = square;
        landings_.clear();
        return Result::Picked;
    }
    // A second click on a square already given: the player means the route ending there.
    if (contains(landings_, square)) {
        std::vector<const MoveDetail*> ending;
        for (const MoveDetail* route : candidates())
            if (route->path.back() == square) ending.push_back(route);
        const auto moves = distinctMoves(ending);
        if (moves.size() != 1) return Result::Ignored;
        chosen_ = moves.front();
        return Result::Chosen;
    }
    std::vector<int> extended = landings_;
    extended.push_back(square);
    const auto routes = matching(extended);
    if (routes.empty()) {
        // The piece itself again (and no route returns to it): put it back.
        if (square == *from_) {
            clearSelection();
            return Result::Dropped;
        }
        return Result::Ignored;
    }
    const auto moves = distinctMoves(routes);
    if (moves.size() == 1) {
        landings_ = std::move(extended);
        chosen_ = moves.front();
        return Result::Chosen;
    }
    landings_ = std::move(extended);
    return Result::Narrowed;
}

}  // namespace lt::shell::draughts
