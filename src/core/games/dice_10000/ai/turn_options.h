// The choices a throw offers, reduced to what matters for the rest of the turn: points gained,
// dice left to throw and the open set. Two keeps that agree on the last two are equivalent,
// so only the one worth more points is listed (this is what makes the tables cheap).
#pragma once

#include <vector>

#include "games/dice_10000/dice.h"
#include "games/dice_10000/scoring.h"

namespace lt::dice10000::ai {

struct KeepOption {
    DiceCounts keep{};
    int points = 0;
    int diceLeft = 0;  // dice of the next throw (5 after hot dice)
    OpenSet openSet;   // after the keep (closed by hot dice)
};

// Empty for a bust.
std::vector<KeepOption> keepOptions(const DiceCounts& thrown, const OpenSet& openSet,
                                    bool mustKeepAllScoring);

// Every throw of n dice with the open set, with its options: computed once per (n, open set).
struct ThrowOptions {
    double probability;
    std::vector<KeepOption> options;
};
std::vector<ThrowOptions> throwOptions(int n, const OpenSet& openSet, bool mustKeepAllScoring);

}  // namespace lt::dice10000::ai
