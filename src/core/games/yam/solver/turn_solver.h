// Optimal play within one turn (up to three throws), once the value of ending the turn with
// each final throw is known: the "widget" of Verhoeff's and Glenn's Yahtzee solvers.
//
// Throwing n dice is the same as adding them one at a time, so the expected value of
// keeping a set K is the average, over the six faces, of keeping K plus that face. Each
// level therefore costs 462 x 6 operations instead of a sum over every outcome, and the best
// keep of a throw is found through its sub-multisets the same way (a throw's best keep is
// either the whole throw or the best keep of the throw minus one die).
#pragma once

#include <array>

#include "games/yam/dice.h"

namespace lt::yam::solver {

using DiceValues = std::array<double, DiceSets::kCount>;

class TurnSolver {
  public:
    // finalValue[id]: what ending the turn with the five dice `id` is worth (best box choice
    // included). Only the ids of five dice are read.
    explicit TurnSolver(const DiceValues& finalValue);

    // Before the first throw of the turn.
    double turnValue() const { return keep_[kMaxLevel][0]; }
    // Holding the dice `keepId` and throwing the others, when `throwsLeft` throws (>= 1)
    // remain in the turn, this one included.
    double keepValue(int keepId, int throwsLeft) const { return keep_[throwsLeft - 1][keepId]; }
    // The best set to hold for the five dice `throwId` with `throwsLeft` >= 1 throws still
    // allowed; the throw itself when stopping (scoring now) is best.
    int bestKeep(int throwId, int throwsLeft) const;

  private:
    static constexpr int kMaxLevel = 2;
    // keep_[j][K]: expected value of holding K and completing it to five dice, with j throws
    // left afterwards. best_[j][S]: best over the sub-multisets K of S of keep_[j - 1][K]
    // (best_[0] = the final values).
    std::array<DiceValues, kMaxLevel + 1> keep_{};
    std::array<DiceValues, kMaxLevel + 1> best_{};
};

}  // namespace lt::yam::solver
