// The digest's test cases 1-4: decks, the sequence of deals, the hook and the score.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arrange.h"
#include "games/oh_hell/rules.h"

namespace lt::oh_hell {
namespace {

using namespace fixture;
using ::testing::ElementsAre;

bool holds(const std::vector<Card>& deck, const char* text) {
    return std::find(deck.begin(), deck.end(), cards::parseCardOrThrow(text)) != deck.end();
}

TEST(OhHellRules, FivePlayersPlayNineteenDealsOfUpToTenCards) {
    // Test case 1.
    const auto deck = deckFor(5);
    EXPECT_EQ(deck.size(), 50u);
    EXPECT_FALSE(holds(deck, "2C"));
    EXPECT_FALSE(holds(deck, "2D"));
    EXPECT_TRUE(holds(deck, "2H"));
    EXPECT_TRUE(holds(deck, "2S"));
    EXPECT_EQ(maximumHandSize(5), 10);
    EXPECT_THAT(handSizes(5, false),
                ElementsAre(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1));
}

TEST(OhHellRules, SixAndThreePlayers) {
    // Test case 2.
    EXPECT_EQ(deckFor(6).size(), 48u);
    for (const char* two : {"2C", "2D", "2H", "2S"}) EXPECT_FALSE(holds(deckFor(6), two));
    EXPECT_EQ(maximumHandSize(6), 8);
    EXPECT_EQ(handSizes(6, false).size(), 15u);
    EXPECT_EQ(deckFor(3).size(), 51u);
    EXPECT_FALSE(holds(deckFor(3), "2C"));
    EXPECT_EQ(maximumHandSize(3), 17);
    EXPECT_EQ(handSizes(3, false).size(), 33u);
    EXPECT_EQ(deckFor(4).size(), 52u);
    EXPECT_EQ(handSizes(4, false).size(), 25u);
}

TEST(OhHellRules, TheShortGameOnlyGoesUp) {
    EXPECT_THAT(handSizes(6, true), ElementsAre(1, 2, 3, 4, 5, 6, 7, 8));
}

TEST(OhHellRules, TheDealerMayNotMakeTheBidsTotalTheHandSize) {
    // Test case 3: 4 players, 3 cards, bids 1, 0, 1 → the dealer may bid 0, 2 or 3, not 1.
    OhHellGame game;
    const auto state =
        arrange(game, {"AS KS QS", "AH KH QH", "AD KD QD", "AC KC QC"}, "2H", 3, {1, 0, 1});
    EXPECT_EQ(state.currentActor(), 3);
    EXPECT_EQ(state.table().forbiddenBidNow(), 1);
    EXPECT_THAT(legalTexts(state), ElementsAre("bid 0", "bid 2", "bid 3"));
    EXPECT_EQ(forbiddenBid(3, 2), 1);
    EXPECT_EQ(forbiddenBid(3, 4), -1);  // the others overbid: anything goes
}

TEST(OhHellRules, OnlyTheDealerIsHooked) {
    OhHellGame game;
    const auto state =
        arrange(game, {"AS KS QS", "AH KH QH", "AD KD QD", "AC KC QC"}, "2H", 3, {3, -1, -1});
    EXPECT_EQ(state.currentActor(), 1);
    EXPECT_THAT(legalTexts(state), ElementsAre("bid 0", "bid 1", "bid 2", "bid 3"));
}

TEST(OhHellRules, InAOneCardDealWithNoBidsTheDealerMustBidZero) {
    // A7.
    OhHellGame game;
    const auto state = arrange(game, {"AS", "AH", "AD", "AC"}, "2H", 0, {-1, 0, 0, 0});
    EXPECT_THAT(legalTexts(state), ElementsAre("bid 0"));
}

TEST(OhHellRules, Scoring) {
    // Test case 4.
    EXPECT_EQ(dealScore(2, 2), 15);
    EXPECT_EQ(dealScore(0, 0), 5);
    EXPECT_EQ(dealScore(3, 1), -10);
    EXPECT_EQ(dealScore(0, 2), -10);
}

}  // namespace
}  // namespace lt::oh_hell
