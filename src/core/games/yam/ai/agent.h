// Yam's computer players.
//   Hard:   the optimal single-column values (solver/) summed over the columns, with the
//           exact best holds for them: optimal with one column, strong with two or three.
//   Medium: the same exact holds, but judges a column's future by rules of thumb: each open
//           box is worth what one turn aimed at it averages, and the bonus counts while
//           "three of each face" still reaches 63.
//   Easy:   a greedy player: aims at the box that scores most with the dice now, keeps the
//           dice that help it, and writes the best points now (a zero goes in the box it
//           values least).
// All three maximise their own score; none looks at the opponents' sheets.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "framework/agent.h"
#include "games/yam/ai/turn_planner.h"
#include "games/yam/column.h"
#include "games/yam/solver/value_tables.h"

namespace lt::yam {
class YamState;
}

namespace lt::yam::ai {

enum class Level { Easy, Medium, Hard };

// What one turn aimed only at this box averages (no bonus): Medium's value of an open box.
double boxPar(Box box);

class YamAgent final : public Agent {
  public:
    // `tables` may be null for Easy and Medium.
    YamAgent(Level level, std::shared_ptr<solver::ValueTables> tables);
    std::string name() const override;
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;

    // The decision for the seat to play in `state` (tests and benchmarks call it directly).
    YamMove decide(const YamState& state, const std::atomic<bool>& stop);

  private:
    YamMove decideGreedy(const YamState& state) const;
    const TurnPlanner& plannerFor(const std::vector<Column>& sheet, const std::atomic<bool>& stop);

    Level level_;
    std::shared_ptr<solver::ValueTables> tables_;
    // The plan of the current turn: the sheet does not change between the throws of a turn.
    std::vector<Column> plannedSheet_;
    std::optional<TurnPlanner> planner_;
    bool plannedOptimally_ = false;
};

}  // namespace lt::yam::ai
