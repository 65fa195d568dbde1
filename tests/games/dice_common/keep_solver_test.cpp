// The shared keep solver against values worked out independently (exact fractions from a
// brute-force expectimax over sorted throws): the chance of five of a kind in three throws of
// five dice, and of 4-2-1 in three throws of three dice, with and without stopping early.
#include <gtest/gtest.h>

#include <stdexcept>

#include "games/dice_common/keep_solver.h"

namespace lt::dice {
namespace {

// The chance of ending with a hand that `wins` within `limit` throws of n dice.
template <typename Wins>
double chanceOf(int n, int limit, Stopping stopping, Wins wins) {
    const KeepSolver solver(n);
    HandValues payoff;
    for (const DiceCounts& hand : handsOf(n)) payoff.push_back(wins(hand) ? 1.0 : 0.0);
    const auto values = solver.solve(std::vector<HandValues>(limit + 1, payoff), limit, stopping);
    return solver.freshThrowValue(values[1]);
}

bool fiveOfAKind(const DiceCounts& hand) {
    for (int c : hand)
        if (c == 5) return true;
    return false;
}

bool fourTwoOne(const DiceCounts& hand) {
    return hand == DiceCounts{1, 1, 0, 1, 0, 0};
}

TEST(KeepSolver, FiveOfAKindInThreeThrows) {
    EXPECT_NEAR(chanceOf(5, 3, Stopping::MayStopEarly, fiveOfAKind), 347897.0 / 7558272, 1e-12);
    // Made to throw again, a five of a kind of the second throw must break up.
    EXPECT_NEAR(chanceOf(5, 3, Stopping::MustThrowAll, fiveOfAKind), 0.03550242700977155, 1e-12);
}

TEST(KeepSolver, FourTwoOneInThreeThrows) {
    EXPECT_NEAR(chanceOf(3, 3, Stopping::MayStopEarly, fourTwoOne), 42571.0 / 186624, 1e-12);
    EXPECT_NEAR(chanceOf(3, 3, Stopping::MustThrowAll, fourTwoOne), 24631.0 / 186624, 1e-12);
}

TEST(KeepSolver, KeepsAndRerolls) {
    const KeepSolver three(3);
    EXPECT_EQ(three.diceCount(), 3);
    EXPECT_EQ(three.keepCount(), 1 + 6 + 21);  // multisets of 0, 1 and 2 dice
    EXPECT_EQ(KeepSolver(5).keepCount(), 1 + 6 + 21 + 56 + 126);
    EXPECT_EQ(three.keepIndex(DiceCounts{0, 0, 0, 3, 0, 0}), -1);  // all three: no re-throw
    // With one throw left, 4 4 2 aiming at 4-2-1 throws one of the 4s again.
    HandValues target;
    for (const DiceCounts& hand : handsOf(3)) target.push_back(fourTwoOne(hand) ? 1.0 : 0.0);
    const auto choice = three.bestReroll(DiceCounts{0, 1, 0, 2, 0, 0}, target);
    EXPECT_EQ(choice.reroll, (DiceCounts{0, 0, 0, 1, 0, 0}));
    EXPECT_NEAR(choice.value, 1.0 / 6, 1e-12);
    EXPECT_THROW(KeepSolver(0), std::out_of_range);
    EXPECT_THROW(KeepSolver(7), std::out_of_range);
}

}  // namespace
}  // namespace lt::dice
