#include "games/recto_verso/hand_value.h"

#include <algorithm>

#include "games/recto_verso/rules.h"

namespace lt::recto_verso {

bool servesGoal(Face face, int goal) {
    return goal == kMagnifierGoal ? face.symbol == Symbol::Magnifier
                                  : static_cast<int>(face.animal) == goal;
}

int goalCount(const std::vector<Face>& fronts, int goal) {
    return static_cast<int>(std::count_if(fronts.begin(), fronts.end(),
                                          [goal](Face face) { return servesGoal(face, goal); }));
}

namespace {

double goalValue(const std::vector<Face>& fronts, const std::vector<Face>& middle, int goal) {
    // Magnifying glasses are rarer (12 sides, one per card at most): a little less attractive.
    const double weight = goal == kMagnifierGoal ? 9.0 : 10.0;
    return weight * goalCount(fronts, goal) + std::min(goalCount(middle, goal), 4);
}

}  // namespace

int bestGoal(const std::vector<Face>& fronts, const std::vector<Face>& middle) {
    int best = 0;
    for (int goal = 1; goal < kGoals; ++goal)
        if (goalValue(fronts, middle, goal) > goalValue(fronts, middle, best)) best = goal;
    return best;
}

double handValue(const std::vector<Face>& fronts, const std::vector<Face>& middle) {
    if (const int points = roundPoints(fronts); points > 0) return 1000.0 * points;
    return goalValue(fronts, middle, bestGoal(fronts, middle));
}

}  // namespace lt::recto_verso
