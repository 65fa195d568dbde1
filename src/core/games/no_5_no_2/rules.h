// How a throw of No 5, no 2 scores: every 2 and 5 is set aside and scores nothing; the other
// dice (1, 3, 4, 6) score their faces and are thrown again (rules 2-3, S1). An option plays
// the common "Stuck in the Mud" rule instead, where a throw with any 2 or 5 scores nothing.
#pragma once

#include "games/no_5_no_2/dice.h"

namespace lt::no5no2 {

struct N52Rules {
    int dice = 4;                  // S5: 4 in the rulebook's material list
    bool stuckThrowScores = true;  // S1: the other dice of a throw with a 2 or 5 still score
};

// Dice of the throw that are set aside: its 2s and 5s.
int stuckDice(const DiceCounts& thrown);
// Points the throw adds to the turn total.
int throwPoints(const DiceCounts& thrown, const N52Rules& rules);

}  // namespace lt::no5no2
