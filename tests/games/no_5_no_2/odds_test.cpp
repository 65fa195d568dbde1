// The exact odds of a turn: each die scores 14/6 a throw and stays in play for 3 throws on
// average, so a turn is worth 7 points a die; a turn scores nothing only when the first throw
// shows nothing but 2s and 5s.
#include <gtest/gtest.h>

#include <cmath>

#include "games/no_5_no_2/turn_odds.h"

namespace lt::no5no2 {
namespace {

TEST(N52Odds, ATurnIsWorthSevenPointsADie) {
    const N52Rules rules;
    EXPECT_NEAR(expectedTurnPoints(4, rules), 28.0, 1e-9);
    EXPECT_NEAR(expectedTurnPoints(1, rules), 7.0, 1e-12);
    EXPECT_NEAR(expectedTurnPoints(5, rules), 35.0, 1e-9);
}

TEST(N52Odds, TheCommonRuleIsWorthLess) {
    N52Rules common;
    common.stuckThrowScores = false;
    // One die: the same game. Four dice: a throw scores only when all four avoid 2 and 5
    // (a simulation of 2 million turns gives 15.189).
    EXPECT_NEAR(expectedTurnPoints(1, common), 7.0, 1e-12);
    EXPECT_NEAR(expectedTurnPoints(4, common), 15.190283400810, 1e-9);
}

TEST(N52Odds, DistributionOfATurn) {
    const N52Rules rules;
    const auto odds = turnDistribution(4, rules, 400);
    double sum = 0, mean = 0;
    for (std::size_t s = 0; s < odds.size(); ++s) sum += odds[s], mean += s * odds[s];
    EXPECT_NEAR(sum, 1.0, 1e-12);
    EXPECT_NEAR(mean, 28.0, 1e-6);  // the tail beyond 400 points is negligible
    EXPECT_NEAR(odds[0], std::pow(1.0 / 3, 4), 1e-15);
    // One point: a 1 with three stuck dice, then the last die stuck: 4 * (1/6) (1/3)^3 * 1/3.
    EXPECT_NEAR(odds[1], 4 * (1.0 / 6) * std::pow(1.0 / 3, 4), 1e-15);
    // Two points: a 1, then another 1 from the last die; or two 1s with two dice stuck.
    EXPECT_NEAR(odds[2], 10.0 / 2916, 1e-15);
    // The tail entry holds every total from the cap on.
    const auto capped = turnDistribution(4, rules, 30);
    double below = 0;
    for (int s = 0; s < 30; ++s) below += odds[s];
    EXPECT_NEAR(capped[30], 1 - below, 1e-12);
}

}  // namespace
}  // namespace lt::no5no2
