// The notation and the compact codes of Dice Black Jack moves.
#include <gtest/gtest.h>

#include "framework/errors.h"
#include "games/dice_blackjack/dice.h"
#include "games/dice_blackjack/move.h"

namespace lt::diceblackjack {
namespace {

DiceCounts faces(std::initializer_list<int> list) {
    DiceCounts counts{};
    for (int f : list) ++counts[f - 1];
    return counts;
}

TEST(BjMove, NotationRoundTrip) {
    const BjMove moves[] = {BjMove::throwOf(faces({6, 5, 4})),
                            BjMove::throwOf(faces({3})),
                            BjMove::throwOf(faces({6, 6, 6})),
                            BjMove::stop(),
                            BjMove::again(1),
                            BjMove::again(3)};
    for (const BjMove& move : moves) {
        EXPECT_EQ(decode(encode(move)), move);
        EXPECT_EQ(parseNotation(notation(move)), move) << notation(move);
    }
    EXPECT_EQ(notation(BjMove::throwOf(faces({6, 5, 4}))), "roll 4 5 6");
    EXPECT_EQ(notation(BjMove::again(2)), "again 2");
    EXPECT_EQ(notation(BjMove::stop()), "stop");
}

TEST(BjMove, ParsingForgivesCaseSpacingAndOrder) {
    EXPECT_EQ(parseNotation("  ROLL 6 5 4 "), BjMove::throwOf(faces({4, 5, 6})));
    EXPECT_EQ(parseNotation("Again  3"), BjMove::again(3));
    EXPECT_EQ(parseNotation("Stop"), BjMove::stop());
}

TEST(BjMove, RejectsWhatIsNoMove) {
    for (const char* text : {"", "roll", "roll 7", "roll 1 2 3 4", "roll 0", "again 0", "again 4",
                             "again", "stop now", "hold 1", "again 12"})
        EXPECT_FALSE(parseNotation(text).has_value()) << text;
    EXPECT_THROW(decode(3), IllegalMove);              // kind 3 does not exist
    EXPECT_THROW(decode(0), IllegalMove);              // a throw of no dice
    EXPECT_THROW(decode(1 | (1u << 2)), IllegalMove);  // stop with a payload
    EXPECT_THROW(decode(2 | (4u << 2)), IllegalMove);  // again 4
    EXPECT_THROW(decode(encode(BjMove::throwOf(faces({1, 1, 1}))) + (1u << 4)), IllegalMove);
}

TEST(BjDice, ThrowsAndSums) {
    EXPECT_EQ(throwsOf(1).size(), 6u);
    EXPECT_EQ(throwsOf(2).size(), 21u);
    EXPECT_EQ(throwsOf(3).size(), 56u);
    for (int k = 1; k <= 3; ++k) {
        double total = 0;
        for (const Throw& t : throwsOf(k)) total += t.probability;
        EXPECT_NEAR(total, 1.0, 1e-12);
    }
    EXPECT_NEAR(sumDistribution(3)[10], 27.0 / 216, 1e-15);
    EXPECT_NEAR(sumDistribution(3)[18], 1.0 / 216, 1e-15);
    EXPECT_NEAR(sumDistribution(2)[7], 6.0 / 36, 1e-15);
    EXPECT_EQ(diceSum(faces({6, 5, 4})), 15);
    EXPECT_EQ(facesText(faces({6, 1, 3})), "1 3 6");
    EXPECT_THROW(throwsOf(4), std::out_of_range);
}

}  // namespace
}  // namespace lt::diceblackjack
