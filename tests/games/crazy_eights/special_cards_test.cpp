// The special cards (E3) and the digest's test cases 4, 5, 6, 7 and 10, with the proposals
// A2 (Joker), A3 (no stacking), A4 (several at once), A5 (start card), A6 (going out on a
// special card), A7 (after a 7) and A9 (two players).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arrange.h"

namespace lt::crazy_eights {
namespace {

using namespace fixture;
using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::Not;

TEST(CrazyEightsSpecials, Case4TwoMakesTheNextPlayerDrawTwoThenPlay) {
    CrazyEightsGame game;
    auto state = arrange(game, {"2S 5D 6D", "2C 3D", "4C"}, "9S", 0);
    play(state, "play 2♠");
    ASSERT_TRUE(state.isChanceNode());
    EXPECT_EQ(state.table().transfers.size(), 2u);
    EXPECT_EQ(state.moveToString(state.chanceOutcomes().front().move), "1 draws A♣");
    resolveChance(state);
    EXPECT_EQ(state.hand(1).size(), 4);
    EXPECT_EQ(state.currentActor(), 1);  // A3: he is not skipped
    // ... and cannot pass the penalty on: his 2♣ is just a play by rank.
    EXPECT_THAT(legalTexts(state), Contains("play 2♣"));
    play(state, "play 2♣");
    EXPECT_EQ(state.table().transfers.size(), 2u);
    EXPECT_EQ(state.table().transfers.front().to, 2);
}

TEST(CrazyEightsSpecials, Case10TwoTwosMakeTheNextPlayerDrawFour) {
    CrazyEightsGame game;
    auto state = arrange(game, {"2S 2H 5D", "3D", "4C"}, "2D", 0);
    play(state, "play 2♠ 2♥");
    resolveChance(state);
    EXPECT_EQ(state.hand(1).size(), 5);
    EXPECT_EQ(state.currentActor(), 1);
    EXPECT_EQ(state.table().currentSuit, Suit::Hearts);  // the last card placed
}

TEST(CrazyEightsSpecials, JokerGoesOnAnythingKeepsTheSuitAndMakesTheNextDrawTwo) {
    CrazyEightsGame game;
    auto state = arrange(game, {"Joker 5D", "KC 3D Joker", "4C"}, "9H", 0, Suit::Spades);
    EXPECT_THAT(legalTexts(state), Contains("play Joker"));
    play(state, "play Joker");
    EXPECT_EQ(state.table().currentSuit, Suit::Spades);  // A2: the named suit stays
    EXPECT_TRUE(state.table().eightNamed);
    resolveChance(state);
    EXPECT_EQ(state.hand(1).size(), 5);
    // Another Joker may follow by rank; a king of clubs may not.
    EXPECT_THAT(legalTexts(state), Contains("play Joker"));
    EXPECT_THAT(legalTexts(state), Not(Contains("play K♣")));
}

TEST(CrazyEightsSpecials, JokersGoOneAtATime) {
    CrazyEightsGame game;
    // Both jokers in hand: each may go on anything, but together only by rank on a Joker,
    // and there are just two of them.
    auto state = arrange(game, {"Joker Joker 5D", "3D", "4C"}, "9H", 0);
    EXPECT_FALSE(state.parseMove("play Joker Joker"));
    EXPECT_TRUE(state.parseMove("play Joker"));
}

TEST(CrazyEightsSpecials, Case5JackSkipsTheNextPlayer) {
    CrazyEightsGame game;
    auto state = arrange(game, {"JH 5D", "3D", "4C"}, "9H", 0);
    play(state, "play J♥");
    EXPECT_EQ(state.currentActor(), 2);
}

TEST(CrazyEightsSpecials, TwoJacksSkipTwoPlayers) {
    CrazyEightsGame game;
    auto state = arrange(game, {"JH JS 5D", "3D", "4C", "5C"}, "JD", 0);
    play(state, "play J♥ J♠");
    EXPECT_EQ(state.currentActor(), 3);
}

TEST(CrazyEightsSpecials, Case6AceReversesTheDirection) {
    CrazyEightsGame game;
    auto state = arrange(game, {"3C 4C", "AC 5D", "3D 4D", "2H 6H"}, "9C", 1);
    play(state, "play A♣");
    EXPECT_EQ(state.table().direction, -1);
    EXPECT_EQ(state.currentActor(), 0);  // A plays next...
    play(state, "play 3♣");
    EXPECT_EQ(state.currentActor(), 3);  // ... then D
}

TEST(CrazyEightsSpecials, TwoAcesLeaveTheDirectionUnchanged) {
    CrazyEightsGame game;
    auto state = arrange(game, {"3C 4C", "AC AS 5D", "3D 4D", "2H 6H"}, "AH", 1);
    play(state, "play A♣ A♠");
    EXPECT_EQ(state.table().direction, 1);
    EXPECT_EQ(state.currentActor(), 2);
}

TEST(CrazyEightsSpecials, Case7SevenPlaysAgain) {
    CrazyEightsGame game;
    auto state = arrange(game, {"7D 3D KS 7S", "3C", "4C"}, "9D", 0);
    play(state, "play 7♦");
    EXPECT_EQ(state.currentActor(), 0);
    EXPECT_TRUE(state.table().playingAgain);
    EXPECT_THAT(legalTexts(state), ElementsAre("play 3♦", "play 7♠"));
    play(state, "play 7♠");  // plays again, once more
    EXPECT_EQ(state.currentActor(), 0);
    play(state, "play K♠");
    EXPECT_EQ(state.currentActor(), 1);
    EXPECT_FALSE(state.table().playingAgain);
}

TEST(CrazyEightsSpecials, SeveralSevensPlayAgainOnce) {
    CrazyEightsGame game;
    auto state = arrange(game, {"7D 7S 3S 3C", "3H", "4C"}, "7C", 0);
    play(state, "play 7♦ 7♠");
    EXPECT_EQ(state.currentActor(), 0);
    play(state, "play 3♠");
    EXPECT_EQ(state.currentActor(), 1);
}

TEST(CrazyEightsSpecials, AfterASevenWithNothingToPlayDrawThenPass) {
    CrazyEightsGame game;
    auto state = arrange(game, {"7D KS QS", "3C", "4C"}, "9D", 0);
    play(state, "play 7♦");
    EXPECT_THAT(legalTexts(state), ElementsAre("draw"));  // A7
    play(state, "draw");
    play(state, "0 draws 4♠");
    EXPECT_THAT(legalTexts(state), ElementsAre("pass"));
    play(state, "pass");
    EXPECT_EQ(state.currentActor(), 1);
}

TEST(CrazyEightsSpecials, TwoPlayersAceChangesNothingAndJackPlaysAgain) {
    CrazyEightsGame game;
    auto ace = arrange(game, {"AD 5D", "3C"}, "9D", 0);
    play(ace, "play A♦");
    EXPECT_EQ(ace.currentActor(), 1);  // A9
    auto jack = arrange(game, {"JD 5D", "3C"}, "9D", 0);
    play(jack, "play J♦");
    EXPECT_EQ(jack.currentActor(), 0);
}

TEST(CrazyEightsSpecials, GoingOutOnASpecialCardEndsTheDealAtOnce) {
    CrazyEightsGame game;
    auto state = arrange(game, {"2D", "3C 4C", "KC"}, "9D", 0);
    play(state, "play 2♦");
    ASSERT_EQ(state.table().results.size(), 1u);  // A6: nobody draws
    EXPECT_THAT(state.table().results[0].points, ElementsAre(-10, 7, 10));
    EXPECT_TRUE(state.isChanceNode());
    EXPECT_EQ(state.table().phase, Phase::Dealing);
    EXPECT_EQ(state.table().transfers.size(), 0u);
}

TEST(CrazyEightsSpecials, StartCardJokerGoesBackAndEffectsAreIgnored) {
    CrazyEightsGame game;
    auto state = game.newInitialState(Options(), 2);
    play(*state, "dealer 1");
    for (int i = 0; i < 16; ++i) {
        // Deal every card but the jokers, twos and eights, so the start card can be chosen.
        for (const auto& outcome : state->chanceOutcomes()) {
            const Card card = chanceCard(outcome.move);
            if (!card.isJoker() && card.rank() != cards::Rank::Two &&
                card.rank() != cards::Rank::Eight) {
                state->apply(outcome.move);
                break;
            }
        }
    }
    auto& c8 = dynamic_cast<CrazyEightsState&>(*state);
    ASSERT_EQ(c8.table().phase, Phase::StartCard);
    EXPECT_EQ(c8.moveToString(chanceCardMove(Card::joker())), "start Joker");
    play(c8, "start Joker");  // A5: back into the stock, turn the next one
    EXPECT_EQ(c8.table().phase, Phase::StartCard);
    EXPECT_EQ(c8.table().stockCount, 54 - 16);
    auto withTwo = c8;
    play(withTwo, "start 2♥");
    EXPECT_EQ(withTwo.table().phase, Phase::Playing);
    EXPECT_EQ(withTwo.currentActor(), 0);  // the dealer's left, drawing nothing
    EXPECT_TRUE(withTwo.table().transfers.empty());
    EXPECT_EQ(withTwo.table().currentSuit, Suit::Hearts);
    auto withEight = c8;
    play(withEight, "start 8♣");
    EXPECT_EQ(withEight.table().currentSuit, Suit::Clubs);  // an eight sets its own suit
    EXPECT_FALSE(withEight.table().eightNamed);
}

}  // namespace
}  // namespace lt::crazy_eights
