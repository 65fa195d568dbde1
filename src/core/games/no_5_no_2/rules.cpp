#include "games/no_5_no_2/rules.h"

namespace lt::no5no2 {

int stuckDice(const DiceCounts& thrown) {
    return thrown[1] + thrown[4];
}

int throwPoints(const DiceCounts& thrown, const N52Rules& rules) {
    if (!rules.stuckThrowScores && stuckDice(thrown) > 0) return 0;
    int points = 0;
    for (int face : {1, 3, 4, 6}) points += face * thrown[face - 1];
    return points;
}

}  // namespace lt::no5no2
