// The shared multiset dice: throw counts and probabilities, reading faces, sub-multisets and
// hand indices for every number of dice.
#include <gtest/gtest.h>

#include <stdexcept>

#include "games/dice_common/dice_counts.h"

namespace lt::dice {
namespace {

TEST(DiceCounts, ThrowsOfNDiceAreTheMultisetsWithMultinomialOdds) {
    const int expectedCounts[] = {0, 6, 21, 56, 126, 252, 462};
    for (int n = 1; n <= kMaxDice; ++n) {
        const auto& throws = throwsOf(n);
        ASSERT_EQ(static_cast<int>(throws.size()), expectedCounts[n]) << n;
        double total = 0;
        for (const Throw& t : throws) {
            EXPECT_EQ(diceTotal(t.faces), n);
            total += t.probability;
        }
        EXPECT_NEAR(total, 1.0, 1e-12) << n;
    }
    // Three of a kind of three dice: 1/216; "1 2 4" in any order: 6/216.
    for (const Throw& t : throwsOf(3)) {
        if (t.faces == DiceCounts{3, 0, 0, 0, 0, 0}) {
            EXPECT_DOUBLE_EQ(t.probability, 1.0 / 216);
        }
        if (t.faces == DiceCounts{1, 1, 0, 1, 0, 0}) {
            EXPECT_DOUBLE_EQ(t.probability, 6.0 / 216);
        }
    }
    EXPECT_THROW(throwsOf(0), std::out_of_range);
    EXPECT_THROW(throwsOf(7), std::out_of_range);
}

TEST(DiceCounts, FacesReadAndWriteBack) {
    const auto words = wordsOf("Keep  5 3 3\t1");
    ASSERT_EQ(words.size(), 5u);
    EXPECT_EQ(words[0], "keep");
    const auto faces = readFaces(words, 1, 5, 5);
    ASSERT_TRUE(faces);
    EXPECT_EQ(facesText(*faces), "1 3 3 5");
    EXPECT_FALSE(readFaces(words, 1, 5, 3));  // more dice than the game has
    EXPECT_FALSE(readFaces(words, 0, 2, 5));  // "keep" is not a face
    EXPECT_FALSE(readFaces(wordsOf("7"), 0, 1, 5));
}

TEST(DiceCounts, CountsPackIntoMoveCodesAndBack) {
    const DiceCounts counts{1, 0, 2, 0, 0, 3};
    // Face 1 in the lowest bits: 1 + 2 << 6 + 3 << 15 with three bits a face.
    EXPECT_EQ(packedCounts(counts, 3), 1u + (2u << 6) + (3u << 15));
    EXPECT_EQ(unpackedCounts(packedCounts(counts, 3), 3), counts);
    EXPECT_EQ(unpackedCounts(packedCounts(counts, 2), 2), counts);
    EXPECT_EQ(unpackedCounts(0, 2), DiceCounts{});
    EXPECT_FALSE(unpackedCounts(std::uint64_t{1} << 18, 3));  // a bit above the sixth face
    EXPECT_FALSE(unpackedCounts(std::uint64_t{1} << 12, 2));
}

TEST(DiceCounts, SubsetsPlusAndMinus) {
    const DiceCounts hand{2, 0, 1, 0, 0, 0};  // 1 1 3
    const auto parts = subsetsOf(hand);
    EXPECT_EQ(parts.size(), 6u);  // (0..2 ones) x (0..1 threes)
    for (const DiceCounts& part : parts) {
        EXPECT_TRUE(contains(hand, part));
        EXPECT_EQ(plus(part, minus(hand, part)), hand);
    }
    EXPECT_FALSE(contains(hand, DiceCounts{0, 1, 0, 0, 0, 0}));
}

TEST(DiceCounts, HandIndexFindsEveryHandOfItsSize) {
    for (int n = 1; n <= kMaxDice; ++n) {
        const auto& hands = handsOf(n);
        for (std::size_t i = 0; i < hands.size(); ++i)
            ASSERT_EQ(handIndex(hands[i], n), static_cast<int>(i)) << n;
    }
    // Six sixes and the other sizes never collide; a hand of the wrong size is not found.
    EXPECT_GE(handIndex(DiceCounts{0, 0, 0, 0, 0, 6}, 6), 0);
    EXPECT_EQ(handIndex(DiceCounts{1, 1, 0, 0, 0, 0}, 3), -1);
    EXPECT_EQ(handIndex(DiceCounts{-1, 4, 0, 0, 0, 0}, 3), -1);
}

}  // namespace
}  // namespace lt::dice
