// The digest's test cases 5-8 played on a state: forced trumps, trick winners, the trump of
// the deal that uses the whole deck; and a deal scored from bids to totals.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/errors.h"
#include "games/oh_hell/moves.h"

namespace lt::oh_hell {
namespace {

using namespace fixture;
using ::testing::ElementsAre;

TEST(OhHellPlay, AVoidPlayerMustTrump) {
    // Test case 5: trump ♠, lead ♥; no hearts, 3♠ and K♦ → 3♠.
    OhHellGame game;
    auto state = arrange(game, {"2C 4C", "10H 5D", "3S KD", "9H 6D"}, "5S", 0, {0, 1, 0, 1});
    play(state, "play 10♥");
    EXPECT_EQ(state.currentActor(), 2);
    EXPECT_THAT(legalTexts(state), ElementsAre("play 3♠"));
    EXPECT_THROW(state.apply(playMove(cards::parseCardOrThrow("KD"))), IllegalMove);
}

TEST(OhHellPlay, TheLowTrumpWinsAndLeadsTheNextTrick) {
    // Test case 6: trump ♠; 10♥ (lead), K♥, 3♠, A♥ → 3♠ wins and leads.
    OhHellGame game;
    auto state = arrange(game, {"AH 2C", "10H 3C", "KH 4C", "3S 5C"}, "5S", 0, {1, 0, 1, 0});
    for (const char* move : {"play 10♥", "play K♥", "play 3♠", "play A♥"}) play(state, move);
    EXPECT_THAT(state.table().tricksTaken, ElementsAre(0, 0, 0, 1));
    EXPECT_EQ(state.currentActor(), 3);
    EXPECT_EQ(state.table().trick.leader, 3);
    ASSERT_TRUE(state.table().lastTrick);
    EXPECT_EQ(state.table().lastTrick->plays.size(), 4u);
}

TEST(OhHellPlay, WithoutATrumpTheHighestOfTheSuitLedWins) {
    // Test case 7: trump ♣; 4♦ (lead), J♦, A♠ (discard), 9♦ → J♦.
    OhHellGame game;
    auto state = arrange(game, {"9D 2H", "4D 3H", "JD 4H", "AS 5H"}, "5C", 0, {0, 0, 1, 0});
    for (const char* move : {"play 4♦", "play J♦", "play A♠", "play 9♦"}) play(state, move);
    EXPECT_THAT(state.table().tricksTaken, ElementsAre(0, 0, 1, 0));
    EXPECT_EQ(state.currentActor(), 2);
    // Seat 3 showed it has no diamonds and, since it did not trump, no clubs either.
    EXPECT_EQ(state.table().voids.toString(), "3: ♣ ♦");
}

TEST(OhHellPlay, ADealIsScoredAndTheDealPassesClockwise) {
    // One card each, trump ♠: seats 1, 2, 3 bid 0, so the dealer may not bid 1.
    OhHellGame game;
    auto state = arrange(game, {"2H", "AH", "KH", "QH"}, "5S", 0, {-1, 0, 0, 0});
    EXPECT_THAT(legalTexts(state), ElementsAre("bid 0"));
    play(state, "bid 0");
    for (const char* move : {"play A♥", "play K♥", "play Q♥", "play 2♥"}) play(state, move);
    const Table& table = state.table();
    ASSERT_EQ(table.results.size(), 1u);
    EXPECT_THAT(table.results[0].points, ElementsAre(5, -5, 5, 5));
    EXPECT_THAT(table.totals, ElementsAre(5, -5, 5, 5));
    EXPECT_EQ(table.phase, Phase::Dealing);
    EXPECT_EQ(table.dealer, 1);
    EXPECT_EQ(table.handSize(), 2);
    EXPECT_EQ(table.turn, 2);
}

TEST(OhHellPlay, TheFullDeckDealShowsTheDealersLastCardAsTrump) {
    // Test case 8: 4 players, 13 cards; the dealer's 13th card is 6♥ → hearts are trump and
    // the dealer keeps it.
    OhHellGame game;
    auto state = game.newInitialState({}, 4);
    auto& ohHell = static_cast<OhHellState&>(*state);
    const Card sixOfHearts = cards::parseCardOrThrow("6H");
    play(*state, "dealer 3");
    while (ohHell.table().handSize() < 13 || ohHell.table().phase != Phase::Dealing) {
        if (state->isChanceNode())
            state->apply(state->chanceOutcomes().front().move);
        else
            state->apply(state->legalMoves().front());
    }
    EXPECT_EQ(ohHell.table().dealer, 3);  // dealers 3, 0, 1, 2, 3, ... for deals 1, 2, 3, ...
    while (state->isChanceNode()) {
        const bool last = ohHell.stock().size() == 1;
        EXPECT_EQ(state->isPublicChance(chanceCardMove(ohHell.stock().cards().back())), last);
        Move pick = 0;
        for (const auto& outcome : state->chanceOutcomes())
            if (cardOf(outcome.move) != sixOfHearts || last) pick = outcome.move;
        state->apply(pick);
    }
    const Table& table = ohHell.table();
    EXPECT_EQ(table.phase, Phase::Bidding);
    ASSERT_TRUE(table.trumpCard);
    EXPECT_EQ(*table.trumpCard, sixOfHearts);
    EXPECT_EQ(table.trump(), cards::Suit::Hearts);
    EXPECT_TRUE(table.trumpCardInHand);
    EXPECT_TRUE(ohHell.hand(table.dealer).contains(sixOfHearts));
    EXPECT_EQ(ohHell.hand(table.dealer).size(), 13);
    // Everyone sees it, so every deal another seat imagines gives it to the dealer.
    const auto view = state->viewFor(0);
    EXPECT_NE(view->toString().find("trump card 6♥ (in the dealer's hand)"), std::string::npos);
    Rng rng(2);
    for (int round = 0; round < 20; ++round)
        EXPECT_TRUE(static_cast<const OhHellState&>(*view->sampleState(rng))
                        .hand(table.dealer)
                        .contains(sixOfHearts));
    // Once played, it is a played card like any other.
    auto played = ohHell;
    for (int bid = 0; bid < 4; ++bid) played.apply(played.legalMoves().front());
    while (played.table().trumpCardInHand) played.apply(played.legalMoves().back());
    EXPECT_NO_THROW(played.viewFor(1)->sampleState(rng));
}

TEST(OhHellPlay, TheTrumpIsTurnedUpFromTheStock) {
    OhHellGame game;
    auto state = game.newInitialState({}, 3);
    play(*state, "dealer 0");
    const auto& ohHell = static_cast<const OhHellState&>(*state);
    for (const char* card : {"AS", "KS", "QS"}) {
        EXPECT_FALSE(state->isPublicChance(*state->parseMove(std::string("deal ") + card)));
        play(*state, std::string("deal ") + card);
    }
    EXPECT_EQ(ohHell.table().phase, Phase::TurnTrump);
    EXPECT_TRUE(state->isPublicChance(*state->parseMove("trump 9D")));
    play(*state, "trump 9D");
    EXPECT_EQ(ohHell.table().trump(), cards::Suit::Diamonds);
    EXPECT_TRUE(ohHell.stock().contains(cards::parseCardOrThrow("9D")));
    EXPECT_THAT(ohHell.hand(1).cards(), ElementsAre(cards::parseCardOrThrow("AS")));
    EXPECT_EQ(state->currentActor(), 1);
}

TEST(OhHellPlay, TheHighestTotalWinsAndTiesShare) {
    OhHellGame game;
    auto state = arrange(game, {"2H", "AH", "KH", "QH"}, "5S", 0, {-1, 1, 0, 0});
    Table table = state.table();
    table.totals = {40, 55, 55, 10};
    table.phase = Phase::Over;
    const OhHellState over(game, table, {}, Hand());
    EXPECT_THAT(over.ranking(), ElementsAre(3, 1, 1, 4));
}

TEST(OhHellPlay, RejectsBadSeatCountsAndOptions) {
    OhHellGame game;
    EXPECT_THROW(game.newInitialState({}, 2), InputError);
    EXPECT_THROW(game.newInitialState({}, 7), InputError);
    EXPECT_THROW(game.newInitialState(shortGame("maybe"), 4), InputError);
    auto upOnly = game.newInitialState(shortGame("true"), 6);
    EXPECT_EQ(static_cast<OhHellState&>(*upOnly).table().dealsCount(), 8);
}

}  // namespace
}  // namespace lt::oh_hell
