// Plays one turn of a sheet with any number of columns, given how much each column's
// position is worth between turns. The value of the whole sheet is taken as the sum of its
// columns' values, so ending the turn in box b of column c is worth
//   points + bonus gained + value_c(after) - value_c(before),
// and the TurnSolver finds the best holds for those end values. With the optimal
// single-column values this is exactly optimal for one column and a strong policy for two
// or three (the columns share the turns, which the sum does not see).
#pragma once

#include <array>
#include <functional>
#include <vector>

#include "games/yam/column.h"
#include "games/yam/move.h"
#include "games/yam/solver/turn_solver.h"

namespace lt::yam::ai {

// Value of a column's position between turns: kind, filled boxes, upper total (uncapped).
using ColumnEstimate = std::function<double(ColumnKind, BoxMask, int)>;

class TurnPlanner {
  public:
    TurnPlanner(const std::vector<Column>& sheet, const ColumnEstimate& estimate);

    // The move for the dice on the table after `throwsMade` (1..3) throws: a hold, or a score.
    YamMove decide(const DiceCounts& dice, int throwsMade) const;

  private:
    // The box the planner writes each final throw in.
    std::array<YamMove, DiceSets::kCount> bestScore_{};
    solver::TurnSolver solver_;
};

}  // namespace lt::yam::ai
