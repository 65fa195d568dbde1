// Computer players of Urla!: who shouts, what and when, by level (digest §5.4), and the dealer
// who deals on when the look is over.
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>

#include "fixture.h"
#include "framework/errors.h"
#include "framework/view.h"
#include "games/flags_urla/agent.h"
#include "games/flags_urla/reactions.h"

namespace lt::flags_urla::testing {
namespace {

TEST(UrlaSkill, LevelsFollowTheDigest) {
    EXPECT_DOUBLE_EQ(skillFor("easy").missSymbol, 0.2);
    EXPECT_DOUBLE_EQ(skillFor("hard").missSymbol, 0.05);
    EXPECT_DOUBLE_EQ(skillFor("medium").knows, 0.75);
    EXPECT_THROW(skillFor("expert"), InputError);
}

TEST(UrlaSkill, LogNormalDelaysHaveTheirMedian) {
    Rng rng(3);
    std::vector<int> delays;
    for (int i = 0; i < 2001; ++i) delays.push_back(logNormalMs(900, 0.4, rng));
    std::nth_element(delays.begin(), delays.begin() + 1000, delays.end());
    EXPECT_NEAR(delays[1000], 900, 60);
}

TEST_F(UrlaTable, OnlyPlayersInTheRaceShout) {
    auto state = newTable(3);
    dealQuietly(*state, "FR");
    dealQuietly(*state, "DE");
    deal(*state, "NG");  // seat 1 receives Nigeria; seat 2 has France (vertical stripes)
    Rng rng(9);
    int rightBySeat2 = 0, rightBySeat1 = 0, shouts = 0;
    for (int i = 0; i < 1000; ++i) {
        EXPECT_FALSE(planShout(*state, 2, skillFor("hard"), rng));  // Germany: not involved
        if (const auto plan = planShout(*state, 1, skillFor("hard"), rng)) {
            ++shouts;
            rightBySeat2 += plan->move == sayMove(card(*state, "NG"), plan->delayMs);
            EXPECT_GE(plan->delayMs, kDealSettleMs + 700 + 900);
            EXPECT_EQ(stampOf(plan->move), plan->delayMs);  // stamped when it is shouted
        }
        if (const auto plan = planShout(*state, 0, skillFor("hard"), rng))
            rightBySeat1 += plan->move == sayMove(card(*state, "FR"), plan->delayMs);
    }
    // Hard: notices 95 %, knows 90 % -> about 855 right names; a few guesses besides.
    EXPECT_NEAR(rightBySeat2, 855, 40);
    EXPECT_NEAR(rightBySeat1, 855, 40);
    EXPECT_GE(shouts, rightBySeat2);
}

TEST_F(UrlaTable, NoShoutWithoutARace) {
    auto state = newTable(2);
    deal(*state, "FR");
    Rng rng(1);
    for (int i = 0; i < 100; ++i) EXPECT_FALSE(planShout(*state, 0, skillFor("easy"), rng));
    const auto view = state->viewFor(0);
    EXPECT_FALSE(game_.planClaim(*view, "hard", rng));
}

TEST_F(UrlaTable, TheLookLastsItsClaimWindowThenTheDealerDealsOn) {
    auto state = newTable(2);
    EXPECT_EQ(state->claimWindowMs(), 0);  // dealing
    deal(*state, "FR");
    EXPECT_EQ(state->claimWindowMs(), kDealSettleMs + kLookMs);
    DealerAgent dealer;
    std::atomic<bool> stop{false};
    Rng rng(1);
    // It answers at once: the match holds the move until the window has passed.
    EXPECT_EQ(dealer.chooseMove(*state->viewFor(0), stop, rng), nextMove());
    state->apply(nextMove());
    deal(*state, "NG");  // vertical stripes, like France: a race
    EXPECT_EQ(state->claimWindowMs(), kDealSettleMs + kRaceMs);
    EXPECT_NE(game_.makeAgent("hard"), nullptr);
    EXPECT_THROW(game_.makeAgent("expert"), InputError);
}

}  // namespace
}  // namespace lt::flags_urla::testing
