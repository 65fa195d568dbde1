#include "games/yam/ai/turn_planner.h"

#include <limits>

#include "games/yam/solver/turn_solver.h"

namespace lt::yam::ai {
namespace {

solver::DiceValues endValues(const std::vector<Column>& sheet, const ColumnEstimate& estimate,
                             std::array<YamMove, DiceSets::kCount>& bestScore) {
    const DiceSets& sets = DiceSets::table();
    const int firstFull = sets.firstOfSize(kDiceCount);
    solver::DiceValues values{};
    for (int id = firstFull; id < DiceSets::kCount; ++id)
        values[id] = -std::numeric_limits<double>::infinity();
    for (const Column& column : sheet) {
        const BoxMask filled = column.filledMask();
        const int upper = column.upperTotal();
        const double before = estimate(column.kind(), filled, upper);
        for (Box box : column.fillable()) {
            const BoxMask after = filled | (BoxMask{1} << rowOf(box));
            const bool upperBox = upperFace(box) != 0;
            // Outside the upper section the next position is the same for every throw.
            const double nextFixed = upperBox ? 0 : estimate(column.kind(), after, upper);
            for (int id = firstFull; id < DiceSets::kCount; ++id) {
                const int points = boxScore(box, sets.counts(id));
                double value = points - before;
                if (upperBox) {
                    const int newUpper = upper + points;
                    if (upper < kBonusThreshold && newUpper >= kBonusThreshold)
                        value += kBonusPoints;
                    value += estimate(column.kind(), after, newUpper);
                } else {
                    value += nextFixed;
                }
                if (value > values[id]) {
                    values[id] = value;
                    bestScore[id] = YamMove::score(box, column.kind());
                }
            }
        }
    }
    return values;
}

}  // namespace

TurnPlanner::TurnPlanner(const std::vector<Column>& sheet, const ColumnEstimate& estimate)
    : solver_(endValues(sheet, estimate, bestScore_)) {}

YamMove TurnPlanner::decide(const DiceCounts& dice, int throwsMade) const {
    const DiceSets& sets = DiceSets::table();
    const int id = sets.index(dice);
    if (throwsMade < kMaxThrows) {
        const int keep = solver_.bestKeep(id, kMaxThrows - throwsMade);
        if (keep != id) return YamMove::hold(sets.counts(keep));
    }
    return bestScore_[id];
}

}  // namespace lt::yam::ai
