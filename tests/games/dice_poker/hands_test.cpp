// The combinations of dice poker and their order: the digest's table and test cases 1-7.
#include <gtest/gtest.h>

#include <set>

#include "games/dice_poker/hands.h"
#include "test_support.h"

namespace lt::dicepoker {
namespace {

using test::hand;

bool beats(std::initializer_list<int> a, std::initializer_list<int> b) {
    return handStrength(hand(a)) > handStrength(hand(b));
}

TEST(DicePokerHands, EveryCombinationIsRecognised) {
    EXPECT_EQ(combinationOf(hand({1, 2, 3, 4, 6})), Combination::Nothing);
    EXPECT_EQ(combinationOf(hand({5, 5, 1, 2, 3})), Combination::Pair);
    EXPECT_EQ(combinationOf(hand({6, 6, 3, 3, 1})), Combination::TwoPairs);
    EXPECT_EQ(combinationOf(hand({6, 6, 6, 1, 2})), Combination::Triple);
    EXPECT_EQ(combinationOf(hand({1, 2, 3, 4, 5})), Combination::Straight);
    EXPECT_EQ(combinationOf(hand({2, 3, 4, 5, 6})), Combination::Straight);
    EXPECT_EQ(combinationOf(hand({3, 3, 3, 2, 2})), Combination::FullHouse);
    EXPECT_EQ(combinationOf(hand({4, 4, 4, 4, 1})), Combination::FourOfKind);
    EXPECT_EQ(combinationOf(hand({2, 2, 2, 2, 2})), Combination::Poker);
    EXPECT_EQ(combinationName(Combination::TwoPairs), "two pairs");
}

TEST(DicePokerHands, OnlyFourHandsHaveNothing) {
    // S3: five different faces that are not a straight.
    std::set<std::string> nothing;
    for (const DiceCounts& h : allHands())
        if (combinationOf(h) == Combination::Nothing) nothing.insert(facesText(h));
    EXPECT_EQ(nothing, (std::set<std::string>{"1 2 3 4 6", "1 2 3 5 6", "1 2 4 5 6", "1 3 4 5 6"}));
}

TEST(DicePokerHands, DigestTestCasesOneToSeven) {
    EXPECT_TRUE(beats({3, 3, 3, 2, 2}, {2, 3, 4, 5, 6}));  // 1: full house over straight
    EXPECT_TRUE(beats({1, 2, 3, 4, 5}, {6, 6, 6, 1, 2}));  // 2: straight over three of a kind
    EXPECT_TRUE(beats({4, 4, 4, 4, 1}, {6, 6, 6, 5, 5}));  // 3: four of a kind over full house
    EXPECT_TRUE(beats({2, 2, 2, 2, 2}, {6, 6, 6, 6, 5}));  // 4: poker over four of a kind
    EXPECT_TRUE(beats({6, 6, 3, 3, 1}, {6, 6, 2, 2, 5}));  // 5: the second pair decides
    EXPECT_TRUE(beats({5, 5, 4, 3, 2}, {5, 5, 4, 3, 1}));  // 6: the last kicker decides
    EXPECT_TRUE(beats({2, 3, 4, 5, 6}, {1, 2, 3, 4, 5}));  // 7: the high straight
    EXPECT_TRUE(beats({1, 1, 2, 3, 4}, {1, 2, 3, 4, 6}));  // 7: a pair over nothing
}

TEST(DicePokerHands, TieBreaksWithinEachCombination) {
    EXPECT_TRUE(beats({2, 2, 6, 5, 4}, {1, 1, 6, 5, 4}));  // pair: the pair's face first
    EXPECT_TRUE(beats({5, 5, 1, 1, 6}, {4, 4, 3, 3, 6}));  // two pairs: the higher pair
    EXPECT_TRUE(beats({6, 6, 3, 3, 2}, {6, 6, 3, 3, 1}));  // two pairs: then the fifth die
    EXPECT_TRUE(beats({4, 4, 4, 6, 1}, {4, 4, 4, 5, 3}));  // triple: then the highest kicker
    EXPECT_TRUE(beats({2, 2, 2, 1, 1}, {1, 1, 1, 6, 6}));  // full: the triple decides
    EXPECT_TRUE(beats({5, 5, 5, 3, 3}, {5, 5, 5, 2, 2}));  // full: then the pair
    EXPECT_TRUE(beats({3, 3, 3, 3, 6}, {3, 3, 3, 3, 5}));  // four: then the fifth die
    EXPECT_TRUE(beats({6, 6, 6, 6, 6}, {5, 5, 5, 5, 5}));  // poker: the face
    EXPECT_TRUE(beats({1, 3, 4, 5, 6}, {1, 2, 4, 5, 6}));  // nothing: highest dice down
    EXPECT_TRUE(beats({1, 1, 1, 1, 1}, {6, 6, 6, 6, 5}));  // the 1 is low, but poker is poker
}

TEST(DicePokerHands, EveryHandHasItsOwnStrength) {
    // Equal strength only for equal dice: a complete tie means the same five faces.
    std::set<int> strengths;
    for (const DiceCounts& h : allHands()) strengths.insert(handStrength(h));
    EXPECT_EQ(strengths.size(), 252u);
}

}  // namespace
}  // namespace lt::dicepoker
