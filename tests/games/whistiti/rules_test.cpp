// The digest's test cases (cards-whist.md §7) and the rules behind them: the deal and the
// trump shown by the dealer's last card, following suit, the forced trump, the trick winner,
// the winner leading next, and the end at 20 points.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/errors.h"
#include "games/whistiti/moves.h"

namespace lt::whistiti {
namespace {

using namespace fixture;
using ::testing::ElementsAre;

TEST(WhistitiRules, Case1ThirteenEachAndTheDealersLastCardShowsTheTrump) {
    WhistitiGame game;
    auto state = game.newInitialState({}, 4);
    const auto& w = static_cast<const WhistitiState&>(*state);
    play(*state, "dealer 2");
    Rng rng(3);
    for (int i = 0; i < 51; ++i) {
        EXPECT_FALSE(state->isPublicChance(state->chanceOutcomes().front().move));
        const auto outcomes = state->chanceOutcomes();
        state->apply(outcomes[rng.below(outcomes.size())].move);
    }
    EXPECT_TRUE(state->isPublicChance(state->chanceOutcomes().front().move));
    if (w.stock().contains(cards::parseCardOrThrow("7D")))
        play(*state, "deal 7D");
    else
        state->apply(state->chanceOutcomes().front().move);
    const Card last = *w.table().trumpCard;
    for (PlayerId p = 0; p < 4; ++p) EXPECT_EQ(w.hand(p).size(), 13);
    EXPECT_TRUE(w.hand(2).contains(last));
    EXPECT_TRUE(w.table().trumpCardInHand);
    EXPECT_EQ(w.table().trump(), last.suit());
    // W2: the dealer's left leads.
    EXPECT_EQ(state->currentActor(), 3);
}

TEST(WhistitiRules, Case2FollowSuit) {
    WhistitiGame game;
    auto state = arrange(game, {"7D 8S", "QC 5S", "2C AD", "3H 4H"}, "7D", 0);
    play(state, "play QC");
    EXPECT_THAT(legalTexts(state), ElementsAre("play 2♣"));
}

TEST(WhistitiRules, Case3ForcedTrumpWhenVoid) {
    WhistitiGame game;
    auto state = arrange(game, {"7D 8S", "QC 5S", "3D AS", "3H 4H"}, "7D", 0);
    play(state, "play QC");
    EXPECT_THAT(legalTexts(state), ElementsAre("play 3♦"));
    EXPECT_THROW(state.apply(playMove(cards::parseCardOrThrow("AS"))), IllegalMove);
}

TEST(WhistitiRules, Case4NoTrumpTheHighestOfTheSuitLedWinsAndLeads) {
    WhistitiGame game;
    // Trump ♣; 5♥ led by seat 0, K♥, 2♠, 9♥.
    auto state = arrange(game, {"5H 2D", "KH 3D", "2S 4D", "9H 2C"}, "2C", 3);
    for (const char* move : {"play 5H", "play KH", "play 2S", "play 9H"}) play(state, move);
    EXPECT_EQ(state.table().tricksTaken, (std::vector<int>{0, 1, 0, 0}));
    EXPECT_EQ(state.currentActor(), 1);
    EXPECT_EQ(state.table().totals, (std::vector<int>{0, 1, 0, 0}));
}

TEST(WhistitiRules, Case5TheHighestTrumpWins) {
    WhistitiGame game;
    // Trump ♦; J♠ led, 3♦, A♠, 5♦.
    auto state = arrange(game, {"JS 2H", "3D 3H", "AS 4H", "5D 7D"}, "7D", 3);
    for (const char* move : {"play JS", "play 3D", "play AS", "play 5D"}) play(state, move);
    EXPECT_EQ(state.table().tricksTaken, (std::vector<int>{0, 0, 0, 1}));
    EXPECT_EQ(state.currentActor(), 3);
}

TEST(WhistitiRules, Case6TheGameEndsAtOnceAtTwentyPoints) {
    WhistitiGame game;
    auto state = arrange(game, {"AH 2D", "3H 3D", "4H 4D", "5H 7D"}, "7D", 3, {19, 12, 8, 6});
    for (const char* move : {"play AH", "play 3H", "play 4H", "play 5H"}) play(state, move);
    EXPECT_TRUE(state.isTerminal());
    EXPECT_EQ(state.table().totals, (std::vector<int>{20, 12, 8, 6}));
    EXPECT_EQ(state.ranking(), (std::vector<int>{1, 2, 3, 4}));
    ASSERT_EQ(state.table().results.size(), 1u);
    EXPECT_EQ(state.table().results[0].tricks, (std::vector<int>{1, 0, 0, 0}));
}

TEST(WhistitiRules, WithTheOptionTheDealIsPlayedOutAndTheHighestWins) {
    WhistitiGame game;
    auto state = arrange(game, {"AH 2D", "3H 3D", "4H 4D", "5H 7D"}, "7D", 3, {19, 19, 8, 6});
    auto table = state.table();
    table.finishDeal = true;
    WhistitiState finishing(
        game, table, {handOf("AH 2D"), handOf("3H 3D"), handOf("4H 4D"), handOf("5H 7D")}, Hand());
    for (const char* move : {"play AH", "play 3H", "play 4H", "play 5H"}) play(finishing, move);
    EXPECT_FALSE(finishing.isTerminal());
    EXPECT_EQ(finishing.table().totals, (std::vector<int>{20, 19, 8, 6}));
    // Seat 0 leads 2♦; seat 3 wins with the 7♦: 20, 19, 8, 7 at the end of the deal.
    for (const char* move : {"play 2D", "play 3D", "play 4D", "play 7D"}) play(finishing, move);
    EXPECT_TRUE(finishing.isTerminal());
    EXPECT_EQ(finishing.table().totals, (std::vector<int>{20, 19, 8, 7}));
    EXPECT_EQ(finishing.ranking(), (std::vector<int>{1, 2, 3, 4}));
    Options options;
    options.set("finish-deal", "true");
    EXPECT_TRUE(
        static_cast<const WhistitiState&>(*game.newInitialState(options, 4)).table().finishDeal);
}

TEST(WhistitiRules, WholeGamesDealClockwiseAndEndWhenSomeoneReachesTwenty) {
    WhistitiGame game;
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        auto state = game.newInitialState({}, 4);
        Rng rng(seed);
        while (!state->isTerminal()) {
            if (state->isChanceNode()) {
                const auto outcomes = state->chanceOutcomes();
                state->apply(outcomes[rng.below(outcomes.size())].move);
            } else {
                const auto legal = state->legalMoves();
                state->apply(legal[rng.below(legal.size())]);
            }
        }
        const Table& table = static_cast<const WhistitiState&>(*state).table();
        EXPECT_EQ(*std::max_element(table.totals.begin(), table.totals.end()), 20);
        EXPECT_EQ(std::count(table.totals.begin(), table.totals.end(), 20), 1);
        int tricks = 0;
        for (std::size_t d = 0; d < table.results.size(); ++d) {
            int dealTricks = 0;
            for (int t : table.results[d].tricks) dealTricks += t;
            if (d + 1 < table.results.size()) {
                EXPECT_EQ(dealTricks, 13);
            }
            if (d > 0) {
                EXPECT_EQ(table.results[d].dealer, (table.results[d - 1].dealer + 1) % 4);
            }
            tricks += dealTricks;
        }
        int points = 0;
        for (int p : table.totals) points += p;
        EXPECT_EQ(points, tricks);
        EXPECT_GE(table.results.size(), 2u);
    }
}

// A5, an option: partners sit opposite (seats 0 and 2 against 1 and 3) and pool their tricks;
// the side that reaches 20 wins at once, both partners first.
TEST(WhistitiRules, A5PartnersPoolTheirTricksAndTheFirstSideToTwentyWins) {
    WhistitiGame game;
    const std::vector<std::string> hands = {"AH 2D", "3H 3D", "4H 4D", "5H 7D"};
    auto alone = arrange(game, hands, "7D", 3, {10, 4, 9, 6});
    auto sides = arrange(game, hands, "7D", 3, {10, 4, 9, 6}, true);
    EXPECT_EQ(sides.scores(), (std::vector<int>{19, 10, 19, 10}));
    for (const char* move : {"play AH", "play 3H", "play 4H", "play 5H"}) {
        play(alone, move);
        play(sides, move);
    }
    EXPECT_FALSE(alone.isTerminal());
    EXPECT_TRUE(sides.isTerminal());
    EXPECT_EQ(sides.table().totals, (std::vector<int>{11, 4, 9, 6}));
    EXPECT_EQ(sides.scores(), (std::vector<int>{20, 10, 20, 10}));
    EXPECT_EQ(sides.ranking(), (std::vector<int>{1, 2, 1, 2}));
    EXPECT_NE(sides.toString().find("partners 0+2 against 1+3"), std::string::npos);

    Options options;
    options.set(std::string(kPartnersOption), "true");
    EXPECT_TRUE(
        static_cast<const WhistitiState&>(*game.newInitialState(options, 4)).table().partners);
    EXPECT_FALSE(static_cast<const WhistitiState&>(*game.newInitialState({}, 4)).table().partners);
}

TEST(WhistitiRules, A5WholeGamesWithPartnersEndWhenASideReachesTwenty) {
    WhistitiGame game;
    Options options;
    options.set(std::string(kPartnersOption), "true");
    for (std::uint64_t seed : {1u, 2u, 3u, 4u}) {
        auto state = game.newInitialState(options, 4);
        Rng rng(seed);
        while (!state->isTerminal()) {
            if (state->isChanceNode()) {
                const auto outcomes = state->chanceOutcomes();
                state->apply(outcomes[rng.below(outcomes.size())].move);
            } else {
                const auto legal = state->legalMoves();
                state->apply(legal[rng.below(legal.size())]);
            }
        }
        const Table& table = static_cast<const WhistitiState&>(*state).table();
        const int first = table.totals[0] + table.totals[2];
        const int second = table.totals[1] + table.totals[3];
        EXPECT_EQ(std::max(first, second), 20) << "seed " << seed;
        EXPECT_LT(std::min(first, second), 20);
        const int winner = first == 20 ? 0 : 1;
        for (PlayerId p = 0; p < 4; ++p) EXPECT_EQ(state->ranking()[p], p % 2 == winner ? 1 : 2);
        // Two sides of two share 13 tricks a deal: the game is over within the third deal.
        EXPECT_LE(table.results.size(), 3u);
    }
}

}  // namespace
}  // namespace lt::whistiti
