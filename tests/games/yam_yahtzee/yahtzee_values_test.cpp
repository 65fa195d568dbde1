// The solver's turn widget on standard Yahtzee with its extra-Yahtzee bonus and joker rule:
// the optimum of the whole game under both readings of the joker rule (Verhoeff's 254.5896
// and Hasbro's forced joker), and end-of-game positions whose values are known by hand.
#include <gtest/gtest.h>

#include <cmath>

#include "games/yam/solver/yahtzee_values.h"

namespace lt::yam::solver {
namespace {

using Joker = YahtzeeValues::Joker;
constexpr std::uint32_t kEveryBox = (1u << YahtzeeValues::kBoxes) - 1;

std::uint32_t allBut(int box) {
    return kEveryBox & ~(1u << box);
}

TEST(YahtzeeValues, VerhoeffsOptimumWithTheFreeJoker) {
    const YahtzeeValues values(Joker::Free, 2);
    // Verhoeff (1999) and Glenn (2006): 254.5896; to more places, 254.589609.
    EXPECT_NEAR(values.expectedScore(), 254.59, 0.01);
    EXPECT_NEAR(values.expectedScore(), 254.589609, 1e-6);
    EXPECT_EQ(values.solvedPositions(), 536320u);

    // Only Chance left: each die is thrown until it beats what a further throw is worth
    // (3.5, then 4.25), 14/3 a die.
    EXPECT_NEAR(values.value(allBut(YahtzeeValues::Chance), 63, false), 5 * 14.0 / 3, 1e-9);
    // Only the Yahtzee box left: 50 times the chance of five of a kind in three throws,
    // 2 783 176 / 6^10.
    EXPECT_NEAR(values.value(allBut(YahtzeeValues::Yahtzee), 63, false),
                50 * 2783176.0 / 60466176.0, 1e-9);
    // Only the sixes left, no bonus in reach: five dice chase sixes, 5 x 91/216 of them. With
    // 57 points already, the 35 bonus needs one six, thrown with chance 1 - (5/6)^15.
    const double sixes = 6 * 5 * 91.0 / 216.0;
    EXPECT_NEAR(values.value(allBut(YahtzeeValues::Sixes), 0, false), sixes, 1e-9);
    EXPECT_NEAR(values.value(allBut(YahtzeeValues::Sixes), 57, false),
                sixes + 35 * (1 - std::pow(5.0 / 6, 15)), 1e-9);
}

TEST(YahtzeeValues, HasbrosForcedJokerIsWorthABitLess) {
    const YahtzeeValues forced(Joker::Forced, 2);
    EXPECT_NEAR(forced.expectedScore(), 254.587729, 1e-6);
}

}  // namespace
}  // namespace lt::yam::solver
