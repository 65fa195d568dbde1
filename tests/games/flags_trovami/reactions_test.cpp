// Computer players of Trovami!: search times, wrong touches and memory by level (digest §5.4),
// the claims they plan, and the race clock they keep as roller.
#include <gtest/gtest.h>

#include <atomic>

#include "fixture.h"
#include "framework/errors.h"
#include "framework/view.h"
#include "games/flags_trovami/agent.h"
#include "games/flags_trovami/reactions.h"

namespace lt::flags_trovami::testing {
namespace {

TEST(TrovamiSkill, LevelsFollowTheDigest) {
    EXPECT_DOUBLE_EQ(skillFor("easy").speed, 1.0);
    EXPECT_DOUBLE_EQ(skillFor("medium").speed, 1.3);
    EXPECT_DOUBLE_EQ(skillFor("hard").speed, 1.7);
    EXPECT_DOUBLE_EQ(skillFor("easy").wrongCard, 0.08);
    EXPECT_DOUBLE_EQ(skillFor("hard").wrongCard, 0.02);
    EXPECT_THROW(skillFor("expert"), InputError);
}

TEST(TrovamiSkill, SearchTimeGrowsWithTheCardsOnTheTable) {
    const Skill hard = skillFor("hard");
    Rng rng(7);
    for (int i = 0; i < 200; ++i) {
        const int full = searchTimeMs(hard, 21, rng);
        EXPECT_GE(full, static_cast<int>((600 + 120 * 21 * 0.5) / 1.7));
        EXPECT_LE(full, static_cast<int>((600 + 120 * 21 * 1.5) / 1.7) + 1);
        const int few = searchTimeMs(hard, 3, rng);
        EXPECT_LE(few, static_cast<int>((600 + 120 * 3 * 1.5) / 1.7) + 1);
    }
}

TEST(TrovamiSkill, MemoryFadesWithEveryCardWonSince) {
    const Skill hard = skillFor("hard");
    EXPECT_DOUBLE_EQ(rememberChance(hard, 0), 0.9);
    EXPECT_NEAR(rememberChance(hard, 3), 0.9 * 0.85 * 0.85 * 0.85, 1e-12);
    EXPECT_LT(rememberChance(skillFor("easy"), 3), rememberChance(skillFor("medium"), 3));
}

TEST_F(TrovamiTable, AComputerTouchesTheCardAfterItsSearchTime) {
    auto state = newTable(3);
    state->apply(rollMove(Symbol::Circles, Symbol::Circles));
    int right = 0, wrong = 0;
    Rng rng(11);
    for (int i = 0; i < 400; ++i) {
        const auto plan = planRaceClaim(*state, 1, skillFor("easy"), rng);
        ASSERT_TRUE(plan);
        ASSERT_EQ(kindOf(plan->move), MoveKind::Grab);
        EXPECT_GE(plan->delayMs, kDiceSettleMs);
        const int slot = grabSlot(plan->move);
        if (slot == slotOf(*state, "JP")) {
            ++right;
            EXPECT_GE(plan->delayMs, kDiceSettleMs + static_cast<int>(600 + 120 * 21 * 0.5));
        } else {
            ++wrong;  // a lookalike: a card with circles
            EXPECT_TRUE(state->card(state->table()[slot]).has(Symbol::Circles));
        }
    }
    EXPECT_GT(wrong, 10);  // about 8 % of 400
    EXPECT_LT(wrong, 60);
    EXPECT_EQ(right + wrong, 400);
}

TEST_F(TrovamiTable, AComputerBooksOnlyWhenItRemembersAndThenNamesTheHolder) {
    auto state = newTable(3);
    rollAndWin(*state, Symbol::Circles, Symbol::Circles, 2);
    state->apply(rollMove(Symbol::Circles, Symbol::Circles));
    int booked = 0;
    Rng rng(5);
    for (int i = 0; i < 1000; ++i) {
        const auto plan = planRaceClaim(*state, 1, skillFor("hard"), rng);
        if (!plan) continue;
        ++booked;
        EXPECT_EQ(plan->move, bookMove(2));
        EXPECT_GE(plan->delayMs, kDiceSettleMs + static_cast<int>(700 / 1.7));
        EXPECT_LE(plan->delayMs, kDiceSettleMs + static_cast<int>(2000 / 1.7) + 1);
    }
    EXPECT_NEAR(booked, 900, 40);  // remembers 90 % of the time right after the win
}

TEST_F(TrovamiTable, NoClaimOutsideARaceOrWhenLockedOut) {
    auto state = newTable(2);
    Rng rng(3);
    EXPECT_FALSE(planRaceClaim(*state, 1, skillFor("hard"), rng));  // waiting for the roll
    state->apply(rollMove(Symbol::Circles, Symbol::Circles));
    state->applyClaim(1, grabMove(slotOf(*state, "IN")));
    EXPECT_FALSE(planRaceClaim(*state, 1, skillFor("hard"), rng));
    const auto view = state->viewFor(0);
    const auto plan = game_.planClaim(*view, "hard", rng);
    ASSERT_TRUE(plan);
    EXPECT_EQ(plan->move, grabMove(slotOf(*state, "JP")));
}

TEST_F(TrovamiTable, TheRaceLastsItsClaimWindowThenTheRollerCallsItOff) {
    auto state = newTable(2);
    EXPECT_EQ(state->claimWindowMs(), 0);                    // waiting for the roll
    state->apply(rollMove(Symbol::Stars, Symbol::Animals));  // Papua New Guinea, on the table
    EXPECT_EQ(state->claimWindowMs(), kDiceSettleMs + kFindLimitMs);
    RaceClockAgent agent;
    std::atomic<bool> stop{false};
    Rng rng(1);
    // It answers at once: the match holds the move until the window has passed.
    EXPECT_EQ(agent.chooseMove(*state->viewFor(0), stop, rng), lapseMove());
    state->applyClaim(1, grabMove(slotOf(*state, "PG")));
    state->apply(rollMove(Symbol::Stars, Symbol::Animals));  // gone: a booking race
    EXPECT_EQ(state->claimWindowMs(), kDiceSettleMs + kBookLimitMs);
    EXPECT_NE(game_.makeAgent("easy"), nullptr);
    EXPECT_THROW(game_.makeAgent("expert"), InputError);
}

}  // namespace
}  // namespace lt::flags_trovami::testing
