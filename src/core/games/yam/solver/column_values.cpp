#include "column_values.h"

#include <algorithm>
#include <bit>
#include <bitset>

namespace lt::yam::solver {
namespace {
constexpr int kMaxThreshold = 127;
using UpperTotals = std::bitset<kMaxThreshold + 1>;

// For each set of filled boxes, the upper totals (capped) that some sheet can show: most
// (filled, total) pairs cannot happen, e.g. 50 points from the 1s and 2s alone.
std::vector<UpperTotals> reachableTotals(const ColumnRules& rules) {
    std::vector<UpperTotals> reach(std::size_t{1} << rules.boxCount());
    reach[0].set(0);
    for (std::uint32_t mask = 1; mask <= rules.allBoxes(); ++mask) {
        const int box = std::countr_zero(mask);
        const UpperTotals& before = reach[mask & (mask - 1)];
        const int face = rules.upperFace[box];
        if (face == 0) {
            reach[mask] = before;
            continue;
        }
        for (int total = 0; total <= rules.bonusThreshold; ++total) {
            if (!before.test(total)) continue;
            for (int count = 0; count <= kDiceCount; ++count)
                reach[mask].set(std::min(rules.bonusThreshold, total + face * count));
        }
    }
    return reach;
}
}  // namespace

ColumnValues::ColumnValues(ColumnRules rules) : rules_(std::move(rules)) {
    values_.assign((std::size_t{1} << rules_.boxCount()) * (rules_.bonusThreshold + 1), 0.0f);
}

int ColumnValues::capped(int upperTotal) const {
    return std::min(upperTotal, rules_.bonusThreshold);
}

std::size_t ColumnValues::slot(std::uint32_t filled, int upperTotal) const {
    return filled * static_cast<std::size_t>(rules_.bonusThreshold + 1) + capped(upperTotal);
}

double ColumnValues::value(std::uint32_t filled, int upperTotal) const {
    return values_[slot(filled, upperTotal)];
}

double ColumnValues::endTurnValue(std::uint32_t filled, int upperTotal, int box,
                                  int throwId) const {
    const int points = rules_.points[box][throwId];
    int upper = capped(upperTotal);
    double gain = points;
    if (rules_.upperFace[box] != 0) {
        const int after = capped(upper + points);
        if (upper < rules_.bonusThreshold && after >= rules_.bonusThreshold)
            gain += rules_.bonusPoints;
        upper = after;
    }
    return gain + value(filled | (std::uint32_t{1} << box), upper);
}

DiceValues ColumnValues::finalValues(std::uint32_t filled, int upperTotal) const {
    const DiceSets& sets = DiceSets::table();
    DiceValues final{};
    const int firstFull = sets.firstOfSize(kDiceCount);
    std::fill(final.begin() + firstFull, final.end(), -1e9);
    const std::uint32_t open = rules_.fillable(filled);
    for (int box = 0; box < rules_.boxCount(); ++box) {
        if (!((open >> box) & 1)) continue;
        if (rules_.upperFace[box] == 0) {
            // The next position does not depend on the dice: one lookup for all throws.
            const double next = value(filled | (std::uint32_t{1} << box), upperTotal);
            const auto& points = rules_.points[box];
            for (int id = firstFull; id < DiceSets::kCount; ++id)
                final[id] = std::max(final[id], points[id] + next);
        } else {
            for (int id = firstFull; id < DiceSets::kCount; ++id)
                final[id] = std::max(final[id], endTurnValue(filled, upperTotal, box, id));
        }
    }
    return final;
}

std::optional<ColumnValues> ColumnValues::solve(const ColumnRules& rules,
                                                const std::atomic<bool>* cancel) {
    ColumnValues result(rules);
    const auto reach = reachableTotals(rules);
    std::uint32_t upperBoxes = 0;
    for (int box = 0; box < rules.boxCount(); ++box)
        if (rules.upperFace[box] != 0) upperBoxes |= std::uint32_t{1} << box;

    // Every move fills a box, so a position only leads to positions with larger masks.
    for (std::uint32_t filled = rules.allBoxes(); filled-- > 0;) {
        if (!rules.reachable(filled)) continue;
        if (cancel && cancel->load(std::memory_order_relaxed)) return std::nullopt;
        // Once the upper boxes are all filled the total no longer matters: solve it once.
        const bool totalIrrelevant = (filled & upperBoxes) == upperBoxes;
        double shared = 0;
        bool sharedDone = false;
        for (int total = 0; total <= rules.bonusThreshold; ++total) {
            if (!reach[filled].test(total)) continue;
            if (!(totalIrrelevant && sharedDone)) {
                shared = TurnSolver(result.finalValues(filled, total)).turnValue();
                sharedDone = true;
                ++result.solved_;
            }
            result.values_[result.slot(filled, total)] = static_cast<float>(shared);
        }
    }
    return result;
}

}  // namespace lt::yam::solver
