// The optimal expected score of a single column played alone, from every position between
// turns: V(boxes filled, upper-section total capped at the bonus threshold), computed by
// backward induction over the sets of filled boxes, one TurnSolver per position (Verhoeff
// 1999, Glenn 2006). With V, optimal play is one TurnSolver away at any moment.
//
// Cost, measured by bench/yam (Release, this project's shared 2-core VM, processor time):
// a free Yam column has 2^14 x 64 entries, a 4 MiB table of floats, of which 699 135
// positions are reachable and solved in about 3 s (half that on two threads); the Down and
// Up columns solve 177 and 236 positions in about 6 ms. Standard Yahtzee (13 boxes, 2 MiB,
// 349 567 positions) takes about 1.5 s.
#pragma once

#include <atomic>
#include <bitset>
#include <cstdint>
#include <optional>
#include <vector>

#include "games/yam/solver/column_rules.h"
#include "games/yam/solver/turn_solver.h"

namespace lt::yam::solver {

class ColumnValues {
  public:
    // Solves the column on `threads` threads. Returns nullopt if `cancel` becomes true
    // before the end. The result does not depend on the number of threads.
    static std::optional<ColumnValues> solve(const ColumnRules& rules,
                                             const std::atomic<bool>* cancel = nullptr,
                                             int threads = 1);

    // Expected points still to come (future boxes and the bonus if not yet earned), under
    // optimal play, with `filled` boxes filled and `upperTotal` points in the upper boxes.
    double value(std::uint32_t filled, int upperTotal) const;
    // Expected final score of a whole column from the empty sheet.
    double expectedScore() const { return value(0, 0); }

    std::size_t memoryBytes() const { return values_.size() * sizeof(float); }
    std::size_t solvedPositions() const { return solved_; }

  private:
    explicit ColumnValues(ColumnRules rules);
    // Points the box scores for the five dice, plus the bonus if it completes it, plus the
    // value of the position it leads to: what ending a turn in this box is worth.
    double endTurnValue(std::uint32_t filled, int upperTotal, int box, int throwId) const;
    // The final values of a turn started in this position (best box for each throw).
    DiceValues finalValues(std::uint32_t filled, int upperTotal) const;
    std::size_t slot(std::uint32_t filled, int upperTotal) const;
    // Solves every position with these filled boxes; returns how many it solved.
    std::size_t solveMask(std::uint32_t filled, const std::vector<std::bitset<128>>& reach,
                          std::uint32_t upperBoxes);
    int capped(int upperTotal) const;

    ColumnRules rules_;
    std::vector<float> values_;
    std::size_t solved_ = 0;
};

}  // namespace lt::yam::solver
