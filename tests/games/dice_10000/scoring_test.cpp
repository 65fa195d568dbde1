// The scoring table of the digest, combination by combination, and its numbered test cases.
#include <gtest/gtest.h>

#include "games/dice_10000/scoring.h"
#include "test_support.h"

namespace lt::dice10000 {
namespace {
using test::dice;

int keepPoints(const DiceCounts& thrown, const DiceCounts& keep, OpenSet open = {}) {
    const auto result = scoreKeep(thrown, keep, open);
    return result ? result->points : -1;
}

TEST(TenkScoring, SingleOnesAndFives) {
    EXPECT_EQ(throwScore(dice({1, 2, 3, 4, 6})), 100);
    EXPECT_EQ(throwScore(dice({5, 2, 3, 4, 4})), 50);
    EXPECT_EQ(throwScore(dice({1, 1, 5, 5, 6})), 300);
    EXPECT_EQ(throwScore(dice({1})), 100);
    EXPECT_EQ(throwScore(dice({5, 5})), 100);
}

TEST(TenkScoring, ThreeOfAKindOfEachFace) {
    EXPECT_EQ(throwScore(dice({1, 1, 1, 2, 3})), 1000);
    EXPECT_EQ(throwScore(dice({2, 2, 2, 3, 4})), 200);
    EXPECT_EQ(throwScore(dice({3, 3, 3, 2, 4})), 300);
    EXPECT_EQ(throwScore(dice({4, 4, 4, 2, 3})), 400);
    EXPECT_EQ(throwScore(dice({5, 5, 5, 2, 3})), 500);
    EXPECT_EQ(throwScore(dice({6, 6, 6, 2, 3})), 600);
}

TEST(TenkScoring, FourOfAKindDoublesTheThree) {
    EXPECT_EQ(throwScore(dice({1, 1, 1, 1, 3})), 2000);
    EXPECT_EQ(throwScore(dice({2, 2, 2, 2, 3})), 400);
    EXPECT_EQ(throwScore(dice({3, 3, 3, 3, 2})), 600);
    EXPECT_EQ(throwScore(dice({4, 4, 4, 4, 2})), 800);
    EXPECT_EQ(throwScore(dice({5, 5, 5, 5, 2})), 1000);
    EXPECT_EQ(throwScore(dice({6, 6, 6, 6, 2})), 1200);
}

TEST(TenkScoring, FiveOfAKindDoublesTheFour) {
    EXPECT_EQ(throwScore(dice({1, 1, 1, 1, 1})), 4000);
    EXPECT_EQ(throwScore(dice({2, 2, 2, 2, 2})), 800);
    EXPECT_EQ(throwScore(dice({3, 3, 3, 3, 3})), 1200);
    EXPECT_EQ(throwScore(dice({4, 4, 4, 4, 4})), 1600);
    EXPECT_EQ(throwScore(dice({5, 5, 5, 5, 5})), 2000);
    EXPECT_EQ(throwScore(dice({6, 6, 6, 6, 6})), 2400);
}

TEST(TenkScoring, StraightsNeedAllFiveDiceOfOneThrow) {
    EXPECT_EQ(throwScore(dice({1, 2, 3, 4, 5})), 1500);  // digest test 5
    EXPECT_EQ(throwScore(dice({2, 3, 4, 5, 6})), 1500);
    EXPECT_EQ(throwScore(dice({1, 3, 4, 5, 6})), 150);
    // Keeping only part of a straight scores the part's singles.
    EXPECT_EQ(keepPoints(dice({1, 2, 3, 4, 5}), dice({1, 5})), 150);
    EXPECT_EQ(keepPoints(dice({1, 2, 3, 4, 5}), dice({1, 2, 5})), -1);
}

TEST(TenkScoring, DigestCases) {
    EXPECT_EQ(throwScore(dice({6, 6, 6, 4, 3})), 600);   // 1
    EXPECT_EQ(throwScore(dice({1, 1, 1, 5, 3})), 1050);  // 4
    EXPECT_EQ(throwScore(dice({2, 2, 2, 2, 6})), 400);   // 6
    EXPECT_EQ(throwScore(dice({5, 5, 5, 5, 1})), 1100);
    EXPECT_EQ(throwScore(dice({1, 1, 1, 1, 1})), 4000);
    EXPECT_EQ(throwScore(dice({4, 4, 4, 4, 4})), 1600);
    EXPECT_EQ(throwScore(dice({2, 3, 4, 6, 6})), 0);  // 9: bust
    EXPECT_EQ(throwScore(dice({3, 3, 4, 2, 6})), 0);  // 3: bust
}

TEST(TenkScoring, PairsAndFourDiceRunsScoreOnlyTheirOnesAndFives) {
    EXPECT_EQ(throwScore(dice({2, 2, 3, 3, 6})), 0);
    EXPECT_EQ(throwScore(dice({2, 3, 4, 5, 5})), 100);
    EXPECT_EQ(throwScore(dice({1, 2, 3, 4, 4})), 100);
}

TEST(TenkScoring, NonScoringDiceCannotBeKept) {
    EXPECT_EQ(keepPoints(dice({6, 6, 6, 4, 3}), dice({6, 6, 6, 4})), -1);
    EXPECT_EQ(keepPoints(dice({6, 6, 6, 4, 3}), dice({6, 6})), -1);
    EXPECT_EQ(keepPoints(dice({1, 2, 3}), dice({1, 1})), -1);  // not in the throw
    EXPECT_EQ(keepPoints(dice({1, 2, 3}), DiceCounts{}), -1);
}

TEST(TenkScoring, LaterDiceExtendAnOpenThreeOfAKind) {
    const OpenSet sixes{6, 3};
    // Worked example read as the digest says: the fourth 6 adds 600 (1,200 - 600).
    const auto four = scoreKeep(dice({6, 1}), dice({6, 1}), sixes);
    ASSERT_TRUE(four);
    EXPECT_EQ(four->points, 700);
    EXPECT_EQ(four->openSet, (OpenSet{6, 4}));
    // Two more 6s at once: 2,400 - 600.
    EXPECT_EQ(keepPoints(dice({6, 6}), dice({6, 6}), sixes), 1800);
    // A four thrown in one throw and a fifth die later (S5): 2,000 - 1,000.
    EXPECT_EQ(keepPoints(dice({5}), dice({5}), OpenSet{5, 4}), 1000);
    // Rule 7: a 1 on open 1s extends (1,000) instead of scoring 100.
    EXPECT_EQ(keepPoints(dice({1, 3}), dice({1}), OpenSet{1, 3}), 1000);
    // A 2 on open 2s scores, where it would otherwise be a bust.
    EXPECT_EQ(throwScore(dice({2, 3}), OpenSet{2, 3}), 200);
    EXPECT_EQ(throwScore(dice({2, 3})), 0);
}

}  // namespace
}  // namespace lt::dice10000
