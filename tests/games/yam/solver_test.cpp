#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <tuple>

#include "games/yam/ai/agent.h"
#include "games/yam/solver/column_values.h"
#include "games/yam/solver/turn_solver.h"
#include "test_support.h"

namespace lt::yam {
namespace {
using solver::ColumnRules;
using solver::ColumnValues;
using test::play;
using test::turn;

TEST(YamDiceSets, CountsAndProbabilities) {
    const DiceSets& sets = DiceSets::table();
    const int expected[] = {1, 6, 21, 56, 126, 252};
    for (int n = 0; n <= kDiceCount; ++n) {
        EXPECT_EQ(sets.firstOfSize(n + 1) - sets.firstOfSize(n), expected[n]);
        double total = 0;
        for (int id = sets.firstOfSize(n); id < sets.firstOfSize(n + 1); ++id) {
            EXPECT_EQ(sets.size(id), n);
            EXPECT_EQ(sets.index(sets.counts(id)), id);
            total += sets.throwProbability(id);
            for (int face = 1; face <= kFaces; ++face) {
                const int more = sets.withDie(id, face);
                if (n < kDiceCount)
                    EXPECT_EQ(sets.withoutDie(more, face), id);
                else
                    EXPECT_EQ(more, -1);
            }
        }
        EXPECT_NEAR(total, 1.0, 1e-12);
    }
    EXPECT_NEAR(sets.throwProbability(sets.index(test::dice({1, 2, 3, 4, 5}))), 120.0 / 7776,
                1e-15);
}

TEST(YamTurnSolver, ChasingOnlyAYamHitsIt4Point6PercentOfTheTime) {
    // The classic figure: 2,783,176 / 60,466,176 with three throws keeping the most common face.
    const DiceSets& sets = DiceSets::table();
    solver::DiceValues points{};
    for (int id = sets.firstOfSize(kDiceCount); id < DiceSets::kCount; ++id)
        points[id] = boxScore(Box::Yam, sets.counts(id));
    const solver::TurnSolver turn(points);
    EXPECT_NEAR(turn.turnValue(), 50.0 * 2783176 / 60466176, 1e-9);
    // Four sixes held before the last throw: one die, one chance in six.
    EXPECT_NEAR(turn.keepValue(sets.index(test::dice({6, 6, 6, 6})), 1), 50.0 / 6, 1e-12);
    const int sixes = sets.index(test::dice({6, 6}));
    EXPECT_EQ(turn.bestKeep(sets.index(test::dice({2, 6, 6, 3, 1})), 2), sixes);
    EXPECT_EQ(turn.bestKeep(sets.index(test::dice({4, 4, 4, 4, 4})), 1),
              sets.index(test::dice({4, 4, 4, 4, 4})));
}

// An independent expectimax over a small sheet: every sub-multiset to keep enumerated
// explicitly, every throw of n dice enumerated as the 6^n sequences, no shared tricks.
class BruteForce {
  public:
    explicit BruteForce(const ColumnRules& rules) : rules_(rules) {
        for (int n = 0; n <= kDiceCount; ++n) {
            std::map<DiceCounts, double> outcomes;
            int sequences = 1;
            for (int i = 0; i < n; ++i) sequences *= kFaces;
            for (int s = 0; s < sequences; ++s) {
                DiceCounts c{};
                for (int i = 0, rest = s; i < n; ++i, rest /= kFaces) ++c[rest % kFaces];
                outcomes[c] += 1.0 / sequences;
            }
            throws_[n].assign(outcomes.begin(), outcomes.end());
        }
    }

    double value(std::uint32_t filled, int upper) {
        if (filled == rules_.allBoxes()) return 0;
        const auto key = std::make_pair(filled, upper);
        if (auto it = positions_.find(key); it != positions_.end()) return it->second;
        Memo memo(2 * DiceSets::kCount * (kMaxThrows + 1), -1.0);
        double v = keepValue(filled, upper, DiceCounts{}, kMaxThrows, memo);
        positions_[key] = v;
        return v;
    }

  private:
    // Expected values of holding a set before a throw, then of deciding with five dice, by
    // (set, throws left); -1 = unknown.
    using Memo = std::vector<double>;

    double keepValue(std::uint32_t filled, int upper, const DiceCounts& kept, int throwsLeft,
                     Memo& memo) {
        double& known = memo[DiceSets::table().index(kept) * (kMaxThrows + 1) + throwsLeft];
        if (known >= 0) return known;
        double sum = 0;
        for (const auto& [thrown, p] : throws_[kDiceCount - diceTotal(kept)]) {
            DiceCounts all = kept;
            for (int f = 0; f < kFaces; ++f) all[f] += thrown[f];
            sum += p * decide(filled, upper, all, throwsLeft - 1, memo);
        }
        return known = sum;
    }

    double decide(std::uint32_t filled, int upper, const DiceCounts& dice, int throwsLeft,
                  Memo& memo) {
        const int id = DiceSets::table().index(dice);
        double& known = memo[(DiceSets::kCount + id) * (kMaxThrows + 1) + throwsLeft];
        if (known >= 0) return known;
        double best = -1e9;
        for (int box = 0; box < rules_.boxCount(); ++box) {
            if (!((rules_.fillable(filled) >> box) & 1)) continue;
            const int points = rules_.points[box][id];
            int next = upper;
            double gain = points;
            if (rules_.upperFace[box]) {
                next = std::min(rules_.bonusThreshold, upper + points);
                if (upper < rules_.bonusThreshold && next >= rules_.bonusThreshold)
                    gain += rules_.bonusPoints;
            }
            best = std::max(best, gain + value(filled | (1u << box), next));
        }
        if (throwsLeft == 0) return known = best;
        DiceCounts kept{};
        auto each = [&](auto&& self, int face) -> void {
            if (face == kFaces) {
                best = std::max(best, keepValue(filled, upper, kept, throwsLeft, memo));
                return;
            }
            for (int k = 0; k <= dice[face]; ++k) {
                kept[face] = k;
                self(self, face + 1);
            }
            kept[face] = 0;
        };
        each(each, 0);
        return known = best;
    }

    const ColumnRules& rules_;
    std::array<std::vector<std::pair<DiceCounts, double>>, kDiceCount + 1> throws_;
    std::map<std::pair<std::uint32_t, int>, double> positions_;
};

TEST(YamColumnValues, MatchesBruteForceOnSmallYahtzeeSheet) {
    // Ones, twos and Yahtzee with a bonus of 35 at 5 points in the ones and twos.
    ColumnRules rules = solver::keepBoxes(solver::yahtzeeRules(), {0, 1, 11});
    rules.bonusThreshold = 5;
    const auto values = ColumnValues::solve(rules);
    ASSERT_TRUE(values);
    BruteForce brute(rules);
    EXPECT_NEAR(values->expectedScore(), brute.value(0, 0), 1e-4);
    EXPECT_NEAR(values->value(0b001, 3), brute.value(0b001, 3), 1e-4);
    EXPECT_NEAR(values->value(0b100, 0), brute.value(0b100, 0), 1e-4);
}

TEST(YamColumnValues, MatchesBruteForceOnSmallYamSheets) {
    for (ColumnKind order : {ColumnKind::Free, ColumnKind::Up}) {
        // Sixes, Min and Full, with the bonus at 12 (two sixes).
        ColumnRules rules = solver::keepBoxes(
            solver::yamColumnRules(order), {rowOf(Box::Sixes), rowOf(Box::Min), rowOf(Box::Full)});
        rules.bonusThreshold = 12;
        const auto values = ColumnValues::solve(rules);
        ASSERT_TRUE(values);
        BruteForce brute(rules);
        EXPECT_NEAR(values->expectedScore(), brute.value(0, 0), 1e-4) << columnId(order);
    }
}

// Expected points still to come for seat 0, by expectimax over the game's own moves and
// chance outcomes (positions with the same dice multiset share a memo entry).
class StateExpectimax {
  public:
    double future(const YamState& state) {
        if (state.isTerminal()) return 0;
        const Column& column = state.sheet(0)[0];
        DiceCounts shown{};
        for (int i = 0; i < kDiceCount; ++i)
            if (!state.awaitingThrow() || state.held()[i]) ++shown[state.dice()[i] - 1];
        const auto key = std::make_tuple(column.filledMask(), std::min(column.upperTotal(), 63),
                                         state.throwsMade(), state.awaitingThrow(), shown);
        if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        double value = 0;
        if (state.isChanceNode()) {
            for (const auto& outcome : state.chanceOutcomes()) {
                auto next = state.clone();
                next->apply(outcome.move);
                value += outcome.probability * future(static_cast<YamState&>(*next));
            }
        } else {
            value = -1e9;
            for (Move move : state.legalMoves()) {
                auto next = state.clone();
                next->apply(move);
                const auto& after = static_cast<YamState&>(*next);
                value = std::max(value, after.total(0) - state.total(0) + future(after));
            }
        }
        return memo_[key] = value;
    }

  private:
    std::map<std::tuple<BoxMask, int, int, bool, DiceCounts>, double> memo_;
};

TEST(YamColumnValues, MatchesExpectimaxOverTheGameItself) {
    // A free column with only Sixes and Yam open and 50 points in rows 1-5 (13 short of the
    // bonus): the same as a two-box sheet whose bonus needs 13.
    YamGame game;
    auto state = test::newGame(game, "free");
    turn(*state, "1 1 1 2 3", "1 free");
    turn(*state, "2 2 2 3 4", "2 free");
    turn(*state, "3 3 3 1 2", "3 free");
    turn(*state, "4 4 4 1 2", "4 free");
    turn(*state, "5 5 5 5 1", "5 free");
    turn(*state, "1 1 2 2 3", "min free");
    turn(*state, "6 6 5 5 4", "max free");
    turn(*state, "2 2 2 4 5", "tris free");
    turn(*state, "3 3 3 6 6", "full free");
    turn(*state, "1 2 3 4 6", "small free");
    turn(*state, "5 5 5 5 1", "four free");
    turn(*state, "2 3 4 5 6", "large free");
    ASSERT_EQ(state->sheet(0)[0].upperTotal(), 50);

    ColumnRules rules = solver::keepBoxes(solver::yamColumnRules(ColumnKind::Free),
                                          {rowOf(Box::Sixes), rowOf(Box::Yam)});
    rules.bonusThreshold = 13;
    const auto values = ColumnValues::solve(rules);
    StateExpectimax expectimax;
    EXPECT_NEAR(values->expectedScore(), expectimax.future(*state), 1e-4);
}

TEST(YamColumnValues, OrderedColumnsAreUpperPlusIndependentBoxes) {
    // In a Down or Up column every turn has one target, and for an upper box keeping every
    // die of its face is best for points and bonus alike; so the column is worth its upper
    // part plus one aimed turn per other box, whichever the direction.
    const auto down = ColumnValues::solve(solver::yamColumnRules(ColumnKind::Down));
    const auto up = ColumnValues::solve(solver::yamColumnRules(ColumnKind::Up));
    const auto upper = ColumnValues::solve(
        solver::keepBoxes(solver::yamColumnRules(ColumnKind::Down), {0, 1, 2, 3, 4, 5}));
    double lower = 0;
    for (int row = kUpperBoxCount; row < kBoxCount; ++row) lower += ai::boxPar(boxAt(row));
    EXPECT_NEAR(down->expectedScore(), upper->expectedScore() + lower, 1e-3);
    EXPECT_NEAR(up->expectedScore(), down->expectedScore(), 1e-3);
    EXPECT_NEAR(down->expectedScore(), 150.8463, 1e-3);
    EXPECT_EQ(down->solvedPositions(), 177u);
}

TEST(YamColumnValues, ThreadsDoNotChangeTheResult) {
    const auto rules =
        solver::keepBoxes(solver::yamColumnRules(ColumnKind::Free),
                          {rowOf(Box::Fives), rowOf(Box::Sixes), rowOf(Box::Yam), rowOf(Box::Max)});
    const auto one = ColumnValues::solve(rules, nullptr, 1);
    const auto two = ColumnValues::solve(rules, nullptr, 2);
    EXPECT_EQ(one->solvedPositions(), two->solvedPositions());
    for (std::uint32_t filled = 0; filled < rules.allBoxes(); ++filled)
        for (int upper = 0; upper <= kBonusThreshold; ++upper)
            ASSERT_EQ(one->value(filled, upper), two->value(filled, upper));
}

TEST(YamColumnValues, CancelledSolveReturnsNothing) {
    const std::atomic<bool> cancel{true};
    EXPECT_FALSE(ColumnValues::solve(solver::yahtzeeRules(), &cancel).has_value());
}

}  // namespace
}  // namespace lt::yam
