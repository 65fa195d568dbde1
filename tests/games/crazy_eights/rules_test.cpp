// The digest's test cases 1, 2, 3 and 8, and the rules of drawing, passing, reshuffling,
// scoring and ranking (E1-E9, A8, A11-A13).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/errors.h"
#include "framework/match.h"

namespace lt::crazy_eights {
namespace {

using namespace fixture;
using ::testing::ElementsAre;
using ::testing::UnorderedElementsAre;

TEST(CrazyEightsRules, Case1SetupWithFivePlayers) {
    CrazyEightsGame game;
    Match match(game, Options(), std::vector<SeatSpec>(5), 1);
    int chanceMoves = 0;
    while (match.state().isChanceNode()) {
        match.playChance();
        ++chanceMoves;
    }
    const auto& state = dynamic_cast<const CrazyEightsState&>(match.state());
    const Table& table = state.table();
    int dealt = 0;
    for (int count : table.handCounts) {
        EXPECT_EQ(count, 8);
        dealt += count;
    }
    EXPECT_EQ(dealt, 40);
    EXPECT_EQ(table.stockCount, 13);
    EXPECT_EQ(table.discard.size(), 1u);
    EXPECT_EQ(dealt + table.stockCount + 1, 54);
    // Dealer drawn, 40 cards dealt one at a time, then the start card (no Joker with seed 1).
    EXPECT_EQ(chanceMoves, 1 + 40 + 1);
    EXPECT_EQ(state.currentActor(), (table.dealer + 1) % 5);  // the dealer's left plays first
    EXPECT_EQ(table.currentSuit, state.currentCard().suit());
}

TEST(CrazyEightsRules, DealingGoesOneCardAtATimeFromTheDealersLeft) {
    CrazyEightsGame game;
    auto state = game.newInitialState(Options(), 3);
    EXPECT_EQ(state->moveToString(state->chanceOutcomes()[2].move), "dealer 2");
    state->apply(state->chanceOutcomes()[2].move);  // seat 2 deals
    std::vector<std::string> deals;
    for (int i = 0; i < 4; ++i) {
        const Move move = state->chanceOutcomes().front().move;
        deals.push_back(state->moveToString(move));
        state->apply(move);
    }
    EXPECT_THAT(deals, ElementsAre("deal A♣ to 0", "deal 2♣ to 1", "deal 3♣ to 2", "deal 4♣ to 0"));
}

TEST(CrazyEightsRules, Case2LegalPlaysOnNineOfHearts) {
    CrazyEightsGame game;
    auto state = arrange(game, {"9S 9C 4H 8D KS", "2C 3C 4C"}, "9H", 0);
    EXPECT_THAT(legalTexts(state),
                UnorderedElementsAre("play 9♠", "play 9♣", "play 9♠ 9♣", "play 9♣ 9♠", "play 4♥",
                                     "play 8♦ name ♣", "play 8♦ name ♦", "play 8♦ name ♥",
                                     "play 8♦ name ♠"));
    EXPECT_FALSE(state.parseMove("play K♠"));
    EXPECT_FALSE(state.parseMove("play 4♥ 9♠"));
    EXPECT_FALSE(state.parseMove("play 9♥ 9♠"));  // not in the hand
    EXPECT_FALSE(state.parseMove("play 8♦"));     // an eight must name a suit
    EXPECT_FALSE(state.parseMove("draw"));        // A8: no drawing while able to play
}

TEST(CrazyEightsRules, Case3EightNamesTheSuit) {
    CrazyEightsGame game;
    auto state = arrange(game, {"8D 3S", "5C 5D 8H KD JS Joker"}, "9H", 0);
    play(state, "play 8♦ name ♣");
    EXPECT_EQ(state.table().currentSuit, Suit::Clubs);
    EXPECT_TRUE(state.table().eightNamed);
    EXPECT_EQ(state.currentActor(), 1);
    // A club, an eight (by rank or as an eight) or a Joker (A2); not the diamonds.
    EXPECT_THAT(legalTexts(state),
                UnorderedElementsAre("play 5♣", "play 8♥ name ♣", "play 8♥ name ♦",
                                     "play 8♥ name ♥", "play 8♥ name ♠", "play Joker"));
}

TEST(CrazyEightsRules, SeveralEightsOnAnEightNameOneSuit) {
    CrazyEightsGame game;
    auto state = arrange(game, {"8C 8S 3D", "2C 3C"}, "8H", 0, Suit::Diamonds);
    play(state, "play 8♣ 8♠ name ♥");
    EXPECT_EQ(cards::toString(state.table().discard), "8♥ 8♣ 8♠");
    EXPECT_EQ(state.table().currentSuit, Suit::Hearts);
    EXPECT_EQ(state.currentActor(), 1);
}

TEST(CrazyEightsRules, CannotPlayMeansDrawThenPlayOrPass) {
    CrazyEightsGame game;
    auto state = arrange(game, {"KS 3C", "2C 3D"}, "9H", 0);
    EXPECT_THAT(legalTexts(state), ElementsAre("draw"));
    play(state, "draw");
    ASSERT_TRUE(state.isChanceNode());
    // The stock is a set: every unseen card is equally likely.
    const auto outcomes = state.chanceOutcomes();
    EXPECT_EQ(outcomes.size(), 48u);  // 54 - 4 in hands - 1 discard, the two jokers as one
    EXPECT_DOUBLE_EQ(outcomes.back().probability, 2.0 / 49);
    play(state, "0 draws 5♥");
    EXPECT_EQ(state.hand(0).size(), 3);
    EXPECT_THAT(legalTexts(state), ElementsAre("play 5♥"));  // must play what is now legal
    auto unlucky = arrange(game, {"KS 3C", "2C 3D"}, "9H", 0);
    play(unlucky, "draw");
    play(unlucky, "0 draws 4♠");
    EXPECT_THAT(legalTexts(unlucky), ElementsAre("pass"));
    play(unlucky, "pass");
    EXPECT_EQ(unlucky.currentActor(), 1);
    EXPECT_FALSE(unlucky.table().drewThisTurn);
}

TEST(CrazyEightsRules, EmptyStockReshufflesAllButTheCurrentCard) {
    CrazyEightsGame game;
    auto state = arrange(game, {"KS 3C", "2C 3D"}, "4H 5H 9H", 0);
    // Everything else goes into hands so the stock is empty.
    Hand rest = state.stock();
    std::vector<Hand> hands{state.hand(0), state.hand(1)};
    hands[1].add(rest);
    Table table = state.table();
    CrazyEightsState empty(game, table, hands, Hand(), {});
    EXPECT_EQ(empty.table().stockCount, 0);
    play(empty, "draw");
    ASSERT_TRUE(empty.isChanceNode());
    EXPECT_EQ(cards::toString(empty.table().discard), "9♥");
    EXPECT_EQ(cards::toString(empty.stock().cards()), "4♥ 5♥");
    play(empty, "0 draws 5♥");
    EXPECT_EQ(empty.table().stockCount, 1);
}

TEST(CrazyEightsRules, NothingToDrawAnywhereMeansPass) {
    CrazyEightsGame game;
    auto state = arrange(game, {"KS 3C", "2C 3D"}, "9H", 0);
    std::vector<Hand> hands{state.hand(0), state.hand(1)};
    hands[1].add(state.stock());  // every other card is in a hand: nothing to reshuffle
    CrazyEightsState allHeld(game, state.table(), hands, Hand(), {});
    EXPECT_FALSE(allHeld.canDraw());
    EXPECT_THAT(legalTexts(allHeld), ElementsAre("pass"));  // A11
    play(allHeld, "pass");
    EXPECT_EQ(allHeld.currentActor(), 1);
}

TEST(CrazyEightsRules, Case8Scoring) {
    EXPECT_EQ(handPoints(fixture::handOf("AS KD 7C 2H")), 59);
    EXPECT_EQ(handPoints(fixture::handOf("Joker QH JC 10D 8S")), 50 + 10 + 10 + 10 + 8);
    CrazyEightsGame game;
    auto state = arrange(game, {"3H", "AS KD 7C 2H"}, "9H", 0);
    play(state, "play 3♥");
    ASSERT_EQ(state.table().results.size(), 1u);
    const DealResult& result = state.table().results[0];
    EXPECT_EQ(result.wentOut, 0);
    EXPECT_THAT(result.points, ElementsAre(-10, 59));
    EXPECT_THAT(state.scores(), ElementsAre(-10, 59));
    EXPECT_EQ(cards::toString(result.hands[1].cards()), "7♣ K♦ 2♥ A♠");
    // The next deal starts at once, dealt by the next seat clockwise (A12).
    EXPECT_EQ(state.table().dealNumber, 2);
    EXPECT_EQ(state.table().phase, Phase::Dealing);
    EXPECT_EQ(state.table().dealer, 0);
}

TEST(CrazyEightsRules, LowestTotalAfterTheLastDealWinsAndTiesShare) {
    CrazyEightsGame game;
    auto state = arrange(game, {"3H", "AS", "KD", "2C"}, "9H", 0);
    Table table = state.table();
    table.numDeals = 1;
    table.totals = {0, 0, 0, 0};
    CrazyEightsState last(game, table, {state.hand(0), state.hand(1), state.hand(2), state.hand(3)},
                          state.stock(), {});
    play(last, "play 3♥");
    ASSERT_TRUE(last.isTerminal());
    EXPECT_THAT(last.scores(), ElementsAre(-10, 40, 10, 2));
    EXPECT_THAT(last.ranking(), ElementsAre(1, 4, 3, 2));

    auto tie = arrange(game, {"3H", "QD", "KD"}, "9H", 0);
    Table tieTable = tie.table();
    tieTable.numDeals = 1;
    tieTable.totals = {20, 0, 0};
    CrazyEightsState tied(game, tieTable, {tie.hand(0), tie.hand(1), tie.hand(2)}, tie.stock(), {});
    play(tied, "play 3♥");
    EXPECT_THAT(tied.scores(), ElementsAre(10, 10, 10));
    EXPECT_THAT(tied.ranking(), ElementsAre(1, 1, 1));  // A13: a shared win
    EXPECT_THAT(tied.returns(), ElementsAre(0.0, 0.0, 0.0));
}

TEST(CrazyEightsRules, NumberOfDealsIsAnOption) {
    CrazyEightsGame game;
    EXPECT_EQ(game.info().options.at(0).key, "deals");
    EXPECT_EQ(game.info().options.at(0).defaultValue, "5");
    auto three = game.newInitialState(option("deals", "3"), 2);
    EXPECT_EQ(dynamic_cast<CrazyEightsState&>(*three).table().numDeals, 3);
    EXPECT_THROW(game.newInitialState(option("deals", "0"), 2), InputError);
    EXPECT_THROW(game.newInitialState(option("deals", "x"), 2), InputError);
    EXPECT_THROW(game.newInitialState(Options(), 6), InputError);
    EXPECT_THROW(game.newInitialState(Options(), 1), InputError);
}

}  // namespace
}  // namespace lt::crazy_eights
