#include "games/yam/solver/column_values.h"

#include <algorithm>
#include <bit>
#include <bitset>
#include <thread>

namespace lt::yam::solver {
namespace {
using UpperTotals = std::bitset<128>;  // upper totals 0..127 (the threshold is at most 127)

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

std::size_t ColumnValues::solveMask(std::uint32_t filled, const std::vector<UpperTotals>& reach,
                                    std::uint32_t upperBoxes) {
    // Once the upper boxes are all filled the total no longer matters: solve it once.
    const bool totalIrrelevant = (filled & upperBoxes) == upperBoxes;
    std::size_t solved = 0;
    double shared = 0;
    for (int total = 0; total <= rules_.bonusThreshold; ++total) {
        if (!reach[filled].test(total)) continue;
        if (!(totalIrrelevant && solved > 0)) {
            shared = TurnSolver(finalValues(filled, total)).turnValue();
            ++solved;
        }
        values_[slot(filled, total)] = static_cast<float>(shared);
    }
    return solved;
}

std::optional<ColumnValues> ColumnValues::solve(const ColumnRules& rules,
                                                const std::atomic<bool>* cancel, int threads) {
    ColumnValues result(rules);
    const auto reach = reachableTotals(rules);
    std::uint32_t upperBoxes = 0;
    for (int box = 0; box < rules.boxCount(); ++box)
        if (rules.upperFace[box] != 0) upperBoxes |= std::uint32_t{1} << box;

    // Every move fills a box, so positions with k boxes filled only lead to positions with
    // k + 1: solve layer by layer from the full sheet back, sharing each layer out.
    for (int filledCount = rules.boxCount() - 1; filledCount >= 0; --filledCount) {
        std::vector<std::uint32_t> layer;
        for (std::uint32_t filled = 0; filled < rules.allBoxes(); ++filled)
            if (std::popcount(filled) == filledCount && rules.reachable(filled))
                layer.push_back(filled);
        std::atomic<std::size_t> next{0}, solved{0};
        std::atomic<bool> cancelled{false};
        auto work = [&] {
            std::size_t mine = 0;
            for (std::size_t i; (i = next++) < layer.size();) {
                if (cancel && cancel->load(std::memory_order_relaxed)) {
                    cancelled = true;
                    break;
                }
                mine += result.solveMask(layer[i], reach, upperBoxes);
            }
            solved += mine;
        };
        std::vector<std::thread> helpers;
        for (int t = 1; t < threads && static_cast<std::size_t>(t) < layer.size(); ++t)
            helpers.emplace_back(work);
        work();
        for (auto& helper : helpers) helper.join();
        if (cancelled) return std::nullopt;
        result.solved_ += solved;
    }
    return result;
}

}  // namespace lt::yam::solver
