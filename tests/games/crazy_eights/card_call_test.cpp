// The "card!" call and the catch (E5, A10, digest §5), and the option that turns them off.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/errors.h"
#include "games/crazy_eights/view.h"

namespace lt::crazy_eights {
namespace {

using namespace fixture;
using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(CrazyEightsCardCall, Case9CaughtPlayerReceivesOneCardFromEveryOtherPlayer) {
    CrazyEightsGame game;
    auto state = arrange(game, {"5D 6C", "3C 4C 5C", "4D 4H", "KS QS"}, "9D", 0);
    play(state, "play 5♦");
    EXPECT_EQ(state.table().exposed, 0);
    EXPECT_THAT(state.claimMoves(0), ElementsAre(callCardMove()));
    EXPECT_THAT(state.claimMoves(2), ElementsAre(catchMove(0)));
    EXPECT_EQ(state.moveToString(catchMove(0)), "catch 0");
    const auto claim = state.parseMove("catch 0", 2);
    ASSERT_TRUE(claim);
    state.applyClaim(2, *claim);
    EXPECT_EQ(state.table().exposed, -1);
    ASSERT_TRUE(state.isChanceNode());
    // Seat 1 gives first, then 2, then 3: a random card from each hand (A10).
    EXPECT_EQ(state.chanceOutcomes().size(), 3u);
    EXPECT_DOUBLE_EQ(state.chanceOutcomes()[0].probability, 1.0 / 3);
    EXPECT_EQ(state.moveToString(state.chanceOutcomes()[0].move), "1 gives 3♣ to 0");
    play(state, "1 gives 4♣ to 0");
    play(state, "2 gives 4♥ to 0");
    play(state, "3 gives Q♠ to 0");
    EXPECT_EQ(state.hand(0).size(), 4);
    EXPECT_THAT(state.table().handCounts, ElementsAre(4, 2, 1, 1));
    EXPECT_EQ(state.currentActor(), 1);           // then play continues
    EXPECT_THAT(state.claimMoves(2), IsEmpty());  // one catch only
    // Each giver knows where his card is; nobody else does.
    EXPECT_EQ(cards::toString(state.knownBy(2, 0).cards()), "4♥");
    EXPECT_TRUE(state.knownBy(1, 2).empty());
    const auto view = state.viewFor(3);
    EXPECT_EQ(cards::toString(dynamic_cast<CrazyEightsView&>(*view).knownIn(0).cards()), "Q♠");
}

TEST(CrazyEightsCardCall, CallingInTimeAvoidsThePenalty) {
    CrazyEightsGame game;
    auto state = arrange(game, {"5D 6C", "3C 4C 5C", "4D 4H"}, "9D", 0);
    play(state, "play 5♦");
    state.applyClaim(0, *state.parseMove("card!", 0));
    EXPECT_EQ(state.table().exposed, -1);
    EXPECT_THAT(state.claimMoves(1), IsEmpty());
    EXPECT_FALSE(state.isChanceNode());
    EXPECT_THROW(state.applyClaim(1, catchMove(0)), IllegalMove);
}

TEST(CrazyEightsCardCall, TheWindowClosesWhenTheNextPlayerCompletesHisPlay) {
    CrazyEightsGame game;
    auto state = arrange(game, {"5D 6C", "3D 4C 5C", "4D 4H"}, "9D", 0);
    EXPECT_EQ(state.claimWindowMs(), 0);
    play(state, "play 5♦");
    EXPECT_EQ(state.table().exposed, 0);
    // On one PC the window lasts 3 s at least, however quick the next player is.
    EXPECT_EQ(state.claimWindowMs(), 3000);
    play(state, "play 3♦");
    EXPECT_EQ(state.table().exposed, -1);
    EXPECT_THAT(state.claimMoves(0), IsEmpty());
    EXPECT_THAT(state.claimMoves(2), IsEmpty());
    EXPECT_EQ(state.claimWindowMs(), 0);
}

TEST(CrazyEightsCardCall, TheWindowStaysOpenWhileTheNextPlayerDraws) {
    CrazyEightsGame game;
    auto state = arrange(game, {"5D 6C", "KS 4C 3C", "4D 4H"}, "9D", 0);
    play(state, "play 5♦");
    play(state, "draw");
    EXPECT_EQ(state.table().exposed, 0);
    EXPECT_THAT(state.claimMoves(2), ElementsAre(catchMove(0)));  // even at a chance node
    play(state, "1 draws 2♠");
    play(state, "pass");
    EXPECT_EQ(state.table().exposed, -1);
}

TEST(CrazyEightsCardCall, ASevenKeepsTheWindowOpenAndDrawingClosesIt) {
    CrazyEightsGame game;
    auto state = arrange(game, {"7D KS", "3C 4C", "4H"}, "9D", 0);
    play(state, "play 7♦");
    EXPECT_EQ(state.table().exposed, 0);
    play(state, "draw");
    play(state, "0 draws 5♣");
    EXPECT_EQ(state.table().exposed, -1);  // two cards again: nothing to call
}

TEST(CrazyEightsCardCall, ThePenaltyComesBeforeAPendingDraw) {
    CrazyEightsGame game;
    auto state = arrange(game, {"2D 6C", "3C 4C", "4H 5H"}, "9D", 0);
    play(state, "play 2♦");
    ASSERT_EQ(state.table().transfers.size(), 2u);
    state.applyClaim(1, catchMove(0));
    EXPECT_EQ(state.table().transfers.size(), 4u);
    EXPECT_EQ(state.table().transfers.front(), (Transfer{1, 0}));
    resolveChance(state);
    EXPECT_THAT(state.table().handCounts, ElementsAre(3, 3, 1));
}

TEST(CrazyEightsCardCall, AGiverKeepsHisLastCard) {
    CrazyEightsGame game;
    auto state = arrange(game, {"5D 6C", "3C 4C 5C", "4H"}, "9D", 0);
    play(state, "play 5♦");
    state.applyClaim(1, catchMove(0));
    play(state, "1 gives 3♣ to 0");
    EXPECT_FALSE(state.isChanceNode());  // seat 2 would go out by giving: he gives nothing
    EXPECT_THAT(state.table().handCounts, ElementsAre(2, 2, 1));
}

TEST(CrazyEightsCardCall, OptionOffMeansNoCallAndNoCatch) {
    CrazyEightsGame game;
    auto state = arrange(game, {"5D 6C", "3C 4C 5C", "4D 4H"}, "9D", 0);
    Table table = state.table();
    table.cardCall = false;
    CrazyEightsState quiet(game, table, {state.hand(0), state.hand(1), state.hand(2)},
                           state.stock(), {});
    play(quiet, "play 5♦");
    EXPECT_EQ(quiet.table().exposed, -1);
    EXPECT_THAT(quiet.claimMoves(1), IsEmpty());
    EXPECT_EQ(game.info().options.at(1).key, "card-call");
    auto fromOptions = game.newInitialState(option("card-call", "false"), 3);
    EXPECT_FALSE(dynamic_cast<CrazyEightsState&>(*fromOptions).table().cardCall);
}

TEST(CrazyEightsCardCall, ComputersCallAndCatchWithTheirLevelsOdds) {
    CrazyEightsGame game;
    auto state = arrange(game, {"5D 6C", "3C 4C 5C", "4D 4H"}, "9D", 0);
    play(state, "play 5♦");
    const auto mine = state.viewFor(0);
    const auto other = state.viewFor(1);
    Rng rng(11);
    auto rate = [&](const View& view, std::string_view level, int& minDelay, int& maxDelay) {
        int made = 0;
        minDelay = 1 << 30;
        maxDelay = 0;
        for (int i = 0; i < 4000; ++i) {
            if (const auto plan = game.planClaim(view, level, rng)) {
                ++made;
                minDelay = std::min(minDelay, plan->delayMs);
                maxDelay = std::max(maxDelay, plan->delayMs);
            }
        }
        return made / 4000.0;
    };
    int lo = 0, hi = 0;
    EXPECT_NEAR(rate(*mine, "hard", lo, hi), 0.97, 0.02);
    EXPECT_GE(lo, 500);
    EXPECT_LE(hi, 1500);
    EXPECT_NEAR(rate(*mine, "easy", lo, hi), 0.85, 0.03);
    EXPECT_NEAR(rate(*other, "easy", lo, hi), 0.60, 0.03);
    EXPECT_NEAR(rate(*other, "medium", lo, hi), 0.80, 0.03);
    EXPECT_NEAR(rate(*other, "hard", lo, hi), 0.95, 0.02);
    EXPECT_GE(lo, 1000);
    EXPECT_LE(hi, 2500);
    auto firstPlan = [&](const View& view) {
        for (int i = 0; i < 20; ++i)
            if (const auto plan = game.planClaim(view, "hard", rng)) return plan->move;
        return Move{0};
    };
    EXPECT_EQ(firstPlan(*other), catchMove(0));
    EXPECT_EQ(firstPlan(*mine), callCardMove());
    auto later = arrange(game, {"5D 6C", "3C 4C KC", "4D 4H"}, "9D", 0);
    play(later, "play 5♦");
    play(later, "draw");  // still open, but the computers decided when it opened
    EXPECT_EQ(later.table().exposed, 0);
    EXPECT_EQ(later.table().exposedMoves, 1);
    EXPECT_FALSE(game.planClaim(*later.viewFor(1), "hard", rng));
    play(state, "play 5♣");  // the window is closed: nothing to plan
    EXPECT_FALSE(game.planClaim(*state.viewFor(2), "hard", rng));
}

}  // namespace
}  // namespace lt::crazy_eights
