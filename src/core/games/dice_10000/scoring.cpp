#include "games/dice_10000/scoring.h"

namespace lt::dice10000 {
namespace {

bool isStraight(const DiceCounts& dice) {
    if (diceTotal(dice) != kDiceCount) return false;
    const bool middle = dice[1] == 1 && dice[2] == 1 && dice[3] == 1 && dice[4] == 1;
    return middle && (dice[0] == 1 || dice[5] == 1);
}

int singlePoints(int face) {
    return face == 1 ? 100 : face == 5 ? 50 : 0;
}

}  // namespace

int ofAKindPoints(int face, int n) {
    const int three = face == 1 ? 1000 : 100 * face;
    return three << (n - 3);
}

int OpenSet::points() const {
    return face == 0 ? 0 : ofAKindPoints(face, count);
}

std::optional<KeepResult> scoreKeep(const DiceCounts& thrown, const DiceCounts& keep,
                                    const OpenSet& openSet) {
    const int kept = diceTotal(keep);
    if (kept == 0 || !contains(thrown, keep)) return std::nullopt;
    if (isStraight(keep)) return KeepResult{kStraightPoints, {}};
    KeepResult result{0, openSet};
    for (int f = 0; f < kFaces; ++f) {
        const int face = f + 1;
        const int n = keep[f];
        if (n == 0) continue;
        if (face == openSet.face) {
            // Rule 7: extending is always worth more than counting the die as a single.
            result.openSet.count += n;
            result.points += result.openSet.points() - openSet.points();
        } else if (n >= 3) {
            result.points += ofAKindPoints(face, n);
            result.openSet = {face, n};
        } else if (singlePoints(face) > 0) {
            result.points += n * singlePoints(face);
        } else {
            return std::nullopt;
        }
    }
    return result;
}

DiceCounts scoringDice(const DiceCounts& thrown, const OpenSet& openSet) {
    if (isStraight(thrown)) return thrown;
    DiceCounts dice{};
    for (int f = 0; f < kFaces; ++f) {
        const int face = f + 1;
        if (face == openSet.face || thrown[f] >= 3 || singlePoints(face) > 0) dice[f] = thrown[f];
    }
    return dice;
}

int throwScore(const DiceCounts& thrown, const OpenSet& openSet) {
    const DiceCounts dice = scoringDice(thrown, openSet);
    if (diceTotal(dice) == 0) return 0;
    return scoreKeep(thrown, dice, openSet)->points;
}

}  // namespace lt::dice10000
