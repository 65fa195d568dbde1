#include <gtest/gtest.h>

#include "games/yam/boxes.h"
#include "test_support.h"

namespace lt::yam {
namespace {
using test::dice;

int score(Box box, std::initializer_list<int> faces) {
    return boxScore(box, dice(faces));
}

TEST(YamBoxes, DigestCase1ThreesAndFives) {
    EXPECT_EQ(score(Box::Threes, {3, 3, 3, 5, 5}), 9);
    EXPECT_EQ(score(Box::Fives, {3, 3, 3, 5, 5}), 10);
    EXPECT_EQ(score(Box::Ones, {3, 3, 3, 5, 5}), 0);
    EXPECT_EQ(score(Box::Tris, {3, 3, 3, 5, 5}), 25);
    EXPECT_EQ(score(Box::Full, {3, 3, 3, 5, 5}), 30);
    EXPECT_EQ(score(Box::Min, {3, 3, 3, 5, 5}), 19);
    EXPECT_EQ(score(Box::Max, {3, 3, 3, 5, 5}), 0);
    EXPECT_EQ(score(Box::Quaterna, {3, 3, 3, 5, 5}), 0);
    EXPECT_EQ(score(Box::Yam, {3, 3, 3, 5, 5}), 0);
}

TEST(YamBoxes, DigestCase2MaxNotFull) {
    EXPECT_EQ(score(Box::Max, {6, 6, 6, 5, 4}), 27);
    EXPECT_EQ(score(Box::Min, {6, 6, 6, 5, 4}), 0);
    EXPECT_EQ(score(Box::Tris, {6, 6, 6, 5, 4}), 25);
    EXPECT_EQ(score(Box::Full, {6, 6, 6, 5, 4}), 0);
}

TEST(YamBoxes, DigestCase3FiveFoursSumTwenty) {
    // A sum of exactly 20 scores in neither Min nor Max; five of a kind is no full house.
    EXPECT_EQ(score(Box::Min, {4, 4, 4, 4, 4}), 0);
    EXPECT_EQ(score(Box::Max, {4, 4, 4, 4, 4}), 0);
    EXPECT_EQ(score(Box::Yam, {4, 4, 4, 4, 4}), 50);
    EXPECT_EQ(score(Box::Quaterna, {4, 4, 4, 4, 4}), 35);
    EXPECT_EQ(score(Box::Tris, {4, 4, 4, 4, 4}), 25);
    EXPECT_EQ(score(Box::Full, {4, 4, 4, 4, 4}), 0);
    EXPECT_EQ(score(Box::Fours, {4, 4, 4, 4, 4}), 20);
}

TEST(YamBoxes, DigestCases4And5Straights) {
    EXPECT_EQ(score(Box::SmallStraight, {1, 2, 3, 4, 6}), 25);
    EXPECT_EQ(score(Box::LargeStraight, {1, 2, 3, 4, 6}), 0);
    EXPECT_EQ(score(Box::LargeStraight, {2, 3, 4, 5, 6}), 40);
    EXPECT_EQ(score(Box::SmallStraight, {2, 3, 4, 5, 6}), 25);
    EXPECT_EQ(score(Box::LargeStraight, {1, 2, 3, 4, 5}), 40);
    EXPECT_EQ(score(Box::SmallStraight, {3, 4, 5, 6, 6}), 25);
    EXPECT_EQ(score(Box::SmallStraight, {1, 2, 3, 5, 6}), 0);
    EXPECT_EQ(score(Box::SmallStraight, {1, 1, 2, 3, 4}), 25);
}

TEST(YamBoxes, EveryUpperBoxCountsItsFace) {
    const DiceCounts d = dice({1, 2, 2, 6, 6});
    EXPECT_EQ(boxScore(Box::Ones, d), 1);
    EXPECT_EQ(boxScore(Box::Twos, d), 4);
    EXPECT_EQ(boxScore(Box::Threes, d), 0);
    EXPECT_EQ(boxScore(Box::Fours, d), 0);
    EXPECT_EQ(boxScore(Box::Fives, d), 0);
    EXPECT_EQ(boxScore(Box::Sixes, d), 12);
}

TEST(YamBoxes, MinMaxBoundaries) {
    EXPECT_EQ(score(Box::Min, {1, 1, 1, 1, 1}), 5);
    EXPECT_EQ(score(Box::Min, {6, 6, 4, 2, 1}), 19);
    EXPECT_EQ(score(Box::Max, {6, 6, 4, 2, 1}), 0);
    EXPECT_EQ(score(Box::Max, {6, 6, 4, 4, 1}), 21);
    EXPECT_EQ(score(Box::Min, {6, 6, 4, 4, 1}), 0);
    EXPECT_EQ(score(Box::Max, {6, 6, 6, 6, 6}), 30);
}

TEST(YamBoxes, KindsAndFullHouse) {
    EXPECT_EQ(score(Box::Tris, {2, 2, 5, 5, 6}), 0);
    EXPECT_EQ(score(Box::Quaterna, {2, 2, 2, 2, 6}), 35);
    EXPECT_EQ(score(Box::Tris, {2, 2, 2, 2, 6}), 25);
    EXPECT_EQ(score(Box::Full, {2, 2, 2, 2, 6}), 0);
    EXPECT_EQ(score(Box::Full, {1, 1, 6, 6, 6}), 30);
    EXPECT_EQ(score(Box::Yam, {6, 6, 6, 6, 5}), 0);
}

TEST(YamBoxes, IdsRoundTrip) {
    for (int row = 0; row < kBoxCount; ++row) EXPECT_EQ(boxFromId(boxId(boxAt(row))), boxAt(row));
    EXPECT_FALSE(boxFromId("chance").has_value());
    EXPECT_EQ(boxLabel(Box::Quaterna), "Four of a kind");
    EXPECT_EQ(upperFace(Box::Fives), 5);
    EXPECT_EQ(upperFace(Box::Min), 0);
}

}  // namespace
}  // namespace lt::yam
