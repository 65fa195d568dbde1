#include "games/dice_common/keep_solver.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace lt::dice {
namespace {

int keptCode(const DiceCounts& dice) {
    int value = 0;
    for (int c : dice) value = value * 6 + c;
    return value;
}

}  // namespace

KeepSolver::KeepSolver(int diceCount)
    : diceCount_(diceCount), keepByCode_(6 * 6 * 6 * 6 * 6 * 6, -1) {
    if (diceCount < 1 || diceCount > kMaxDice)
        throw std::out_of_range("a keep solver for 1 to 6 dice only");
    // Every multiset of 0..n-1 dice, with the hands its re-throw can give.
    for (int size = 0; size < diceCount; ++size) {
        std::vector<DiceCounts> ofSize;
        if (size == 0)
            ofSize.push_back(DiceCounts{});
        else
            for (const Throw& t : throwsOf(size)) ofSize.push_back(t.faces);
        for (const DiceCounts& kept : ofSize) {
            keepByCode_[keptCode(kept)] = static_cast<int>(keeps_.size());
            keeps_.push_back(kept);
            std::vector<Outcome> outcomes;
            for (const Throw& t : throwsOf(diceCount - size))
                outcomes.push_back({handIndex(plus(kept, t.faces), diceCount), t.probability});
            outcomes_.push_back(std::move(outcomes));
        }
    }
    for (const DiceCounts& hand : handsOf(diceCount)) {
        std::vector<int> keeps;
        for (const DiceCounts& part : subsetsOf(hand))
            if (diceTotal(part) < diceCount) keeps.push_back(keepIndex(part));
        keepsOf_.push_back(std::move(keeps));
    }
}

int KeepSolver::keepIndex(const DiceCounts& kept) const {
    for (int c : kept)
        if (c < 0 || c >= diceCount_) return -1;
    return keepByCode_[keptCode(kept)];
}

std::vector<double> KeepSolver::keepValues(const HandValues& after) const {
    // Plain pointers: this is the inner loop of every table, and debug builds do not inline.
    std::vector<double> values(keeps_.size(), 0.0);
    const double* worth = after.data();
    for (std::size_t k = 0; k < keeps_.size(); ++k) {
        double sum = 0;
        const Outcome* o = outcomes_[k].data();
        for (const Outcome* end = o + outcomes_[k].size(); o != end; ++o)
            sum += o->probability * worth[o->hand];
        values[k] = sum;
    }
    return values;
}

double KeepSolver::freshThrowValue(const HandValues& after) const {
    double value = 0;
    for (const Outcome& o : outcomes_[keepIndex(DiceCounts{})])
        value += o.probability * after[o.hand];
    return value;
}

std::vector<HandValues> KeepSolver::solve(const std::vector<HandValues>& payoff, int limit,
                                          Stopping stopping) const {
    std::vector<HandValues> values(limit + 1);
    values[limit] = payoff[limit];
    for (int j = limit - 1; j >= 1; --j) {
        const std::vector<double> keepValue = keepValues(values[j + 1]);
        values[j] =
            stopping == Stopping::MayStopEarly
                ? payoff[j]
                : HandValues(payoff[limit].size(), -std::numeric_limits<double>::infinity());
        improveByRethrowing(values[j], keepValue);
    }
    return values;
}

void KeepSolver::improveByRethrowing(HandValues& values,
                                     const std::vector<double>& keepValue) const {
    const double* keep = keepValue.data();
    for (std::size_t h = 0; h < values.size(); ++h) {
        double best = values[h];
        const int* k = keepsOf_[h].data();
        for (const int* end = k + keepsOf_[h].size(); k != end; ++k)
            if (keep[*k] > best) best = keep[*k];
        values[h] = best;
    }
}

KeepSolver::Choice KeepSolver::bestReroll(const DiceCounts& hand,
                                          const HandValues& afterNext) const {
    Choice best{{}, -std::numeric_limits<double>::infinity()};
    for (int k : keepsOf_[handIndex(hand, diceCount_)]) {
        double value = 0;
        for (const Outcome& o : outcomes_[k]) value += o.probability * afterNext[o.hand];
        // Ties go to the keep met first (fewer dice kept): deterministic for tests.
        if (value > best.value + 1e-12) best = {minus(hand, keeps_[k]), value};
    }
    return best;
}

}  // namespace lt::dice
