// The policy that maximises the expected points of one turn (Medium), by dynamic programming
// over (turn total, dice to throw, open set, opened or not). Every keep adds at least 50
// points, so the turn total only grows and one pass from high totals down is exact: no
// iteration is needed. Totals from kCap on are banked at once (the best expected-score player
// already banks from about 3,000 with one or two dice and 6,000 with five).
// Size: 400 totals x 23 (dice, open set) pairs x 2 = 18,400 values (147 kB); about 0.05 s
// (Release) to fill.
#pragma once

#include <array>
#include <vector>

#include "games/dice_10000/ai/turn_options.h"
#include "games/dice_10000/state.h"

namespace lt::dice10000::ai {

class ExpectedScore {
  public:
    static constexpr int kStep = 50;
    static constexpr int kCap = 20000;

    explicit ExpectedScore(TenkRules rules);

    // Expected points banked at the end of the turn by a player about to throw `dice` dice
    // with `turnTotal` in hand (bust = 0), playing this policy.
    double rollValue(int turnTotal, int dice, const OpenSet& openSet, bool opened) const;
    // The value of continuing after a keep: the better of banking and throwing again.
    double afterKeep(int turnTotal, const KeepOption& option, bool opened, bool bankAllowed) const;
    // The best legal move of the seat to play (a decision node).
    TenkMove bestMove(const TenkState& state) const;

  private:
    static int slot(int dice, const OpenSet& openSet);  // 0..22
    double continuation(int total, int dice, const OpenSet& openSet, bool opened) const;

    TenkRules rules_;
    std::array<std::vector<ThrowOptions>, 23> throws_;
    std::vector<double> values_;  // [opened][total / kStep][slot]
};

}  // namespace lt::dice10000::ai
