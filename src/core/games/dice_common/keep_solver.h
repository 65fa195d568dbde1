// Exact expectimax over one player's throws of n dice, where a hand's worth depends only on
// the multiset of its faces (dice poker with 5 dice, 421 with 3). The value of a throw depends
// only on the dice kept (a multiset of 0 to n-1 dice: 210 of them for five dice, 28 for three),
// so one step back costs a few thousand operations: every strategy table built on it takes
// milliseconds.
#pragma once

#include <vector>

#include "games/dice_common/dice_counts.h"

namespace lt::dice {

// Values indexed by hand (handsOf(n) order).
using HandValues = std::vector<double>;

// Whether a player may stand on any throw before the last one allowed (dice poker), or must
// make every throw up to it (421's followers, who throw exactly as often as the leader).
enum class Stopping { MayStopEarly, MustThrowAll };

class KeepSolver {
  public:
    // Throws std::out_of_range unless 1 <= diceCount <= kMaxDice.
    explicit KeepSolver(int diceCount);

    int diceCount() const { return diceCount_; }

    // The value of each keep (keepIndex() order) when the dice not kept are thrown and each
    // resulting hand is worth `after`.
    std::vector<double> keepValues(const HandValues& after) const;
    // The value of throwing all the dice.
    double freshThrowValue(const HandValues& after) const;

    // Values after each throw j = 1..limit, when standing after throw j with hand h is worth
    // payoff[j][h] (payoff[0] unused) and the player stands or re-throws as well as possible
    // under the `stopping` rule.
    std::vector<HandValues> solve(const std::vector<HandValues>& payoff, int limit,
                                  Stopping stopping) const;
    // values[h] = max(values[h], the best keep of h), the keeps worth `keepValue`.
    void improveByRethrowing(HandValues& values, const std::vector<double>& keepValue) const;

    // The best re-throw of `hand` (the dice to throw again) given the values after the next
    // throw, and that re-throw's value; nothing re-thrown if every re-throw is worth -inf.
    struct Choice {
        DiceCounts reroll{};
        double value = 0;
    };
    Choice bestReroll(const DiceCounts& hand, const HandValues& afterNext) const;

    int keepCount() const { return static_cast<int>(keeps_.size()); }
    int keepIndex(const DiceCounts& kept) const;
    const DiceCounts& keep(int index) const { return keeps_[index]; }
    // The keeps of a hand that throw at least one die again.
    const std::vector<int>& keepsOf(int hand) const { return keepsOf_[hand]; }

  private:
    struct Outcome {
        int hand;
        double probability;
    };
    int diceCount_;
    std::vector<DiceCounts> keeps_;
    std::vector<std::vector<Outcome>> outcomes_;  // per keep
    std::vector<std::vector<int>> keepsOf_;       // per hand
    std::vector<int> keepByCode_;
};

}  // namespace lt::dice
