// Turns the squares a player clicks into one legal draughts move. A long capture can often
// be given by its final square alone; when two routes share it, the player adds landing
// squares (in any order) until only one legal move is left.
#pragma once

#include <optional>
#include <vector>

#include "games/draughts/position.h"

namespace lt::shell::draughts {

using lt::draughts::MoveDetail;

class RoutePicker {
  public:
    enum class Result { Ignored, Picked, Narrowed, Chosen, Dropped };

    // Every route of every legal move (lt::draughts::moveRoutes); clears the selection.
    void offer(std::vector<MoveDetail> routes);
    void withdraw();  // nothing may be chosen
    void clearSelection();

    bool active() const { return !routes_.empty(); }
    bool canStartFrom(int square) const;
    std::vector<int> startSquares() const;  // pieces that may move (that must capture, if any)
    bool capturing() const;                 // the offered moves are captures

    // A click on `square`: picks a piece, adds a landing square, or finishes the move.
    Result click(int square);

    std::optional<int> from() const { return from_; }
    const std::vector<int>& landings() const { return landings_; }
    // The routes still possible with the squares clicked so far.
    std::vector<const MoveDetail*> candidates() const;
    // Squares whose click would make progress: the landing squares still open.
    std::vector<int> targets() const;
    // The move once Result::Chosen was returned.
    std::optional<lt::draughts::Move> chosen() const { return chosen_; }

  private:
    std::vector<const MoveDetail*> matching(const std::vector<int>& landings) const;

    std::vector<MoveDetail> routes_;
    std::optional<int> from_;
    std::vector<int> landings_;
    std::optional<lt::draughts::Move> chosen_;
};

}  // namespace lt::shell::draughts
