#include "games/yam/solver/turn_solver.h"

#include <algorithm>

namespace lt::yam::solver {

TurnSolver::TurnSolver(const DiceValues& finalValue) {
    const DiceSets& sets = DiceSets::table();
    const int firstFull = sets.firstOfSize(kDiceCount);
    for (int id = firstFull; id < DiceSets::kCount; ++id) best_[0][id] = finalValue[id];
    for (int level = 0;; ++level) {
        DiceValues& keep = keep_[level];
        const DiceValues& best = best_[level];
        for (int id = DiceSets::kCount - 1; id >= 0; --id) {
            if (id >= firstFull) {
                keep[id] = best[id];
                continue;
            }
            double sum = 0;
            for (int face = 1; face <= kFaces; ++face) sum += keep[sets.withDie(id, face)];
            keep[id] = sum / kFaces;
        }
        if (level == kMaxLevel) break;
        // best over sub-multisets, smallest sets first.
        DiceValues& next = best_[level + 1];
        for (int id = 0; id < DiceSets::kCount; ++id) {
            double value = keep[id];
            for (int face = 1; face <= kFaces; ++face)
                if (const int smaller = sets.withoutDie(id, face); smaller >= 0)
                    value = std::max(value, next[smaller]);
            next[id] = value;
        }
    }
}

int TurnSolver::bestKeep(int throwId, int throwsLeft) const {
    const DiceSets& sets = DiceSets::table();
    const DiceValues& keep = keep_[throwsLeft - 1];
    // Walk down from the throw, removing the die whose removal keeps the best value, until
    // the set itself is the best: the same recursion the constructor used, read back.
    int id = throwId;
    for (;;) {
        int bestChild = -1;
        double bestChildValue = keep[id];
        for (int face = 1; face <= kFaces; ++face) {
            const int smaller = sets.withoutDie(id, face);
            if (smaller >= 0 && best_[throwsLeft][smaller] > bestChildValue) {
                bestChildValue = best_[throwsLeft][smaller];
                bestChild = smaller;
            }
        }
        if (bestChild < 0) return id;
        id = bestChild;
    }
}

}  // namespace lt::yam::solver
