// The odds of a turn of No 5, no 2, worked out exactly over the throws' multisets. A turn has
// no decisions, so these numbers are the whole "strategy": what a turn is worth, how often it
// scores nothing, and the chance of each total.
#pragma once

#include <vector>

#include "games/no_5_no_2/rules.h"

namespace lt::no5no2 {

// Expected points of the rest of a turn with `dice` dice still in play.
double expectedTurnPoints(int dice, const N52Rules& rules);

// Probability of each total (index = points) for the rest of a turn with `dice` dice in play,
// for totals up to `maxPoints`; the last entry also holds every higher total.
std::vector<double> turnDistribution(int dice, const N52Rules& rules, int maxPoints);

}  // namespace lt::no5no2
