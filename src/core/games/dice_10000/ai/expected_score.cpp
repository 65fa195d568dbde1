#include "games/dice_10000/ai/expected_score.h"

#include <algorithm>
#include <stdexcept>

namespace lt::dice10000::ai {
namespace {
constexpr int kSlots = 23;
constexpr int kTotals = ExpectedScore::kCap / ExpectedScore::kStep;

struct SlotKey {
    int dice;
    OpenSet openSet;
};

// 0-4: no open set, 1-5 dice; 5-16: three of a face open, 1 or 2 dice; 17-22: four open, 1 die.
SlotKey keyOf(int slot) {
    if (slot < 5) return {slot + 1, {}};
    if (slot < 17) return {(slot - 5) % 2 + 1, {(slot - 5) / 2 + 1, 3}};
    return {1, {slot - 16, 4}};
}
}  // namespace

int ExpectedScore::slot(int dice, const OpenSet& openSet) {
    if (openSet.face == 0) return dice - 1;
    if (openSet.count == 3) return 5 + (openSet.face - 1) * 2 + (dice - 1);
    return 17 + openSet.face - 1;
}

ExpectedScore::ExpectedScore(TenkRules rules) : rules_(rules) {
    for (int s = 0; s < kSlots; ++s) {
        const SlotKey key = keyOf(s);
        throws_[s] = throwOptions(key.dice, key.openSet, rules_.mustKeepAllScoring);
    }
    values_.assign(2 * kTotals * kSlots, 0.0);
    for (int opened = 0; opened < 2; ++opened)
        for (int t = kTotals - 1; t >= 0; --t)
            for (int s = 0; s < kSlots; ++s) {
                double value = 0;
                for (const ThrowOptions& outcome : throws_[s]) {
                    double best = 0;  // a bust loses the turn total
                    for (const KeepOption& option : outcome.options) {
                        const int total = t * kStep + option.points;
                        best = std::max(best,
                                        afterKeep(t * kStep, option, opened != 0,
                                                  opened != 0 || total >= rules_.openingMinimum));
                    }
                    value += outcome.probability * best;
                }
                values_[(opened * kTotals + t) * kSlots + s] = value;
            }
}

double ExpectedScore::continuation(int total, int dice, const OpenSet& openSet, bool opened) const {
    if (total >= kCap) return total;
    return values_[((opened ? 1 : 0) * kTotals + total / kStep) * kSlots + slot(dice, openSet)];
}

double ExpectedScore::rollValue(int turnTotal, int dice, const OpenSet& openSet,
                                bool opened) const {
    return continuation(turnTotal, dice, openSet, opened);
}

double ExpectedScore::afterKeep(int turnTotal, const KeepOption& option, bool opened,
                                bool bankAllowed) const {
    const int total = turnTotal + option.points;
    const double roll = continuation(total, option.diceLeft, option.openSet, opened);
    return bankAllowed ? std::max<double>(total, roll) : roll;
}

TenkMove ExpectedScore::bestMove(const TenkState& state) const {
    const bool opened = state.banked(state.seatToPlay()) > 0;
    TenkMove best;
    double bestValue = -1;
    for (const TenkMove& move : state.legalTenkMoves()) {
        const KeepResult result = *scoreKeep(state.thrown(), move.dice, state.openSet());
        const int total = state.turnTotal() + result.points;
        double value = total;
        if (move.kind == MoveKind::KeepAndRoll) {
            int left = state.diceToThrow() - diceTotal(move.dice);
            OpenSet open = result.openSet;
            if (left == 0) left = kDiceCount, open = {};
            value = continuation(total, left, open, opened);
        }
        // On a tie banking wins: from kCap on the table reads throwing as banking.
        const bool bank = move.kind == MoveKind::KeepAndBank;
        if (value > bestValue || (bank && value >= bestValue)) bestValue = value, best = move;
    }
    if (bestValue < 0) throw std::invalid_argument("no move to choose from");
    return best;
}

}  // namespace lt::dice10000::ai
