// Exact expectimax over one player's throws in 421. The value of a throw depends only on
// the dice kept (a multiset of 0 to 2 dice: 28 of them), so one step back costs a few hundred
// operations.
#pragma once

#include <vector>

#include "../dice.h"

namespace lt::dice421::ai {

// Values indexed by hand (allHands() order).
using HandValues = std::vector<double>;

class KeepSolver {
  public:
    KeepSolver();

    // The value of each keep (keepIndex() order) when the dice not kept are thrown and each
    // resulting hand is worth `after`.
    std::vector<double> keepValues(const HandValues& after) const;
    // The value of throwing all three dice.
    double freshThrowValue(const HandValues& after) const;

    // Values after each throw j = 1..limit, when standing after throw j with hand h is worth
    // payoff[j][h] (payoff[0] unused) and the player stands or re-throws as well as possible.
    // Without `mayStopEarly` every throw up to the limit must be made (rule 7).
    std::vector<HandValues> solve(const std::vector<HandValues>& payoff, int limit,
                                  bool mayStopEarly) const;
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
    std::vector<DiceCounts> keeps_;
    std::vector<std::vector<Outcome>> outcomes_;  // per keep
    std::vector<std::vector<int>> keepsOf_;       // per hand
    std::vector<int> keepByCode_;
};

}  // namespace lt::dice421::ai
