// Reading 421 throws: names, the ranking of all 56 and the table's token values (digest test
// cases 1 and 2).
#include <gtest/gtest.h>

#include <algorithm>

#include "games/dice_421/combinations.h"
#include "test_support.h"

namespace lt::dice421 {
namespace {

using test::hand;

TEST(Dice421Combinations, ThrowsReadAsTheTableNamesThem) {
    EXPECT_EQ(handName(hand({2, 4, 1})), "421");
    EXPECT_EQ(handName(hand({6, 1, 1})), "116");
    EXPECT_EQ(handName(hand({5, 1, 2})), "521");
    EXPECT_EQ(handName(hand({3, 2, 1})), "123");
    EXPECT_EQ(handName(hand({1, 1, 1})), "111");
    EXPECT_EQ(handName(hand({2, 2, 1})), "221");
    EXPECT_TRUE(isNenette(hand({1, 2, 2})));
    EXPECT_FALSE(isNenette(hand({1, 1, 2})));
}

TEST(Dice421Combinations, TestCase2Values) {
    EXPECT_EQ(tableValue(hand({2, 4, 1})), 10);
    EXPECT_EQ(tableValue(hand({1, 1, 1})), 7);
    EXPECT_EQ(tableValue(hand({6, 1, 1})), 6);
    EXPECT_EQ(tableValue(hand({6, 6, 6})), 6);
    EXPECT_EQ(tableValue(hand({1, 1, 5})), 5);
    EXPECT_EQ(tableValue(hand({4, 4, 4})), 4);
    EXPECT_EQ(tableValue(hand({1, 1, 3})), 3);
    EXPECT_EQ(tableValue(hand({2, 2, 2})), 2);
    EXPECT_EQ(tableValue(hand({1, 1, 2})), 2);
    EXPECT_EQ(tableValue(hand({3, 2, 1})), 2);  // 123 is a straight
    EXPECT_EQ(tableValue(hand({4, 5, 6})), 2);
    EXPECT_EQ(tableValue(hand({5, 2, 1})), 1);  // 521 is ordinary
    EXPECT_EQ(tableValue(hand({6, 6, 5})), 1);
    EXPECT_EQ(tableValue(hand({2, 2, 1})), 1);
    EXPECT_GT(handStrength(hand({6, 4, 1})), handStrength(hand({5, 5, 3})));
}

TEST(Dice421Combinations, TestCase1TheWholeRanking) {
    const std::vector<std::string> expected{
        "421", "111", "116", "666", "115", "555", "114", "444", "113", "333", "112", "222",
        "456", "345", "234", "123", "665", "664", "663", "662", "661", "655", "653", "652",
        "651", "644", "643", "642", "641", "633", "632", "631", "622", "621", "554", "553",
        "552", "551", "544", "542", "541", "533", "532", "531", "522", "521", "443", "442",
        "441", "433", "431", "422", "332", "331", "322", "221"};
    std::vector<DiceCounts> hands = allHands();
    std::sort(hands.begin(), hands.end(), [](const DiceCounts& a, const DiceCounts& b) {
        return handStrength(a) > handStrength(b);
    });
    std::vector<std::string> names;
    for (const DiceCounts& h : hands) names.push_back(handName(h));
    EXPECT_EQ(names, expected);
}

}  // namespace
}  // namespace lt::dice421
