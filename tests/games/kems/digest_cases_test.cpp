// The rules digest's test cases (cards-kems.md §7), one test each, with the exact outcomes.
#include <gtest/gtest.h>

#include <algorithm>

#include "arrange.h"
#include "framework/errors.h"
#include "framework/view.h"
#include "games/kems/gestures.h"

namespace lt::kems {
namespace {

using test::cardsOf;
using test::claim;
using test::exchangeTable;

using test::kEar;
using test::kNod;
using test::kWink;

class KemsDigest : public ::testing::Test {
  protected:
    KemsGame game_;
};

// 1. Four cards each, the stock 36 before the market is laid and 32 after.
TEST_F(KemsDigest, DealGivesFourCardsEachAndFourToTheMarket) {
    KemsState state = test::dealtGame(game_, 0, kWink, kNod);
    ASSERT_EQ(state.table().phase, Phase::Deal);
    for (int i = 0; i < 16; ++i) state.apply(state.chanceOutcomes()[0].move);
    EXPECT_EQ(state.table().phase, Phase::Market);
    for (const auto& hand : state.table().hands) EXPECT_EQ(hand.size(), 4u);
    EXPECT_EQ(state.table().stock.size(), 36u);
    // One card at a time, starting on the dealer's left: seat 1 got the first card (A♣).
    EXPECT_EQ(state.table().hands[1][0], cardsOf("AC")[0]);
    for (int i = 0; i < 4; ++i) state.apply(state.chanceOutcomes()[0].move);
    EXPECT_EQ(state.table().phase, Phase::Exchange);
    EXPECT_EQ(state.table().market.size(), 4u);
    EXPECT_EQ(state.table().stock.size(), 32u);
}

// 2. Any swaps keep four cards in every hand and in the market, and the same 20 cards.
TEST_F(KemsDigest, SwapsKeepHandsAndMarketAtFour) {
    KemsState state(game_,
                    exchangeTable({"9S 9H 9D KC", "2S 3S 4S 5S", "QS QH QD 7C", "6S 6H 8S 8H"},
                                  "9C QC AS AH", kWink, kNod));
    auto twenty = [&] {
        std::vector<int> cards = state.table().market;
        for (const auto& hand : state.table().hands)
            cards.insert(cards.end(), hand.begin(), hand.end());
        std::sort(cards.begin(), cards.end());
        return cards;
    };
    const auto before = twenty();
    int stamp = 0;
    for (int i = 0; i < 40; ++i) {
        const PlayerId seat = i % 4;
        const int m = (i * 7) % 4;
        state.applyClaim(seat,
                         swapMove(seat, m, (i * 3) % 4, state.table().market[m], stamp += 50));
        for (const auto& hand : state.table().hands) ASSERT_EQ(hand.size(), 4u);
        ASSERT_EQ(state.table().market.size(), 4u);
    }
    EXPECT_EQ(twenty(), before);
}

// 3. North holds four 9s, South calls Kem's: North-South +1 and the deal ends (A3).
TEST_F(KemsDigest, KemsScoresOneAndEndsTheDeal) {
    KemsState state(game_,
                    exchangeTable({"9S 9H 9D 9C", "2S 3S 4S 5S", "QS QH QD 7C", "6S 6H 8S 8H"},
                                  "KC QC AS AH", kWink, kNod));
    claim(state, 2, "kems @1500");
    EXPECT_EQ(state.table().scores, (std::array<int, 2>{1, 0}));
    EXPECT_EQ(state.table().deal, 2);
    EXPECT_EQ(state.table().phase, Phase::Deal);
    EXPECT_EQ(state.table().dealer, 0);  // A2: the deal passes on
    EXPECT_EQ(state.table().stock.size(), 52u);
    EXPECT_EQ(state.table().signal, (std::array<int, 2>{kWink, kNod}));  // signals stay
}

// 4. North four 9s, South four Queens: Double Kem's scores 4.
TEST_F(KemsDigest, DoubleKemsScoresFour) {
    KemsState state(game_,
                    exchangeTable({"9S 9H 9D 9C", "2S 3S 4S 5S", "QS QH QD QC", "6S 6H 8S 8H"},
                                  "KC 7C AS AH", kWink, kNod));
    claim(state, 2, "double kems @900");
    EXPECT_EQ(state.table().scores, (std::array<int, 2>{4, 0}));
    EXPECT_EQ(state.table().deal, 2);
}

// 5. East-West's signal is "pull ear lobe"; North names it: +4, the deal ends, and East-West
// choose again, a different gesture (A6).
TEST_F(KemsDigest, RightCounterKemsScoresFourAndForcesANewSignal) {
    KemsState state(game_,
                    exchangeTable({"9S 9H 9D KC", "2S 3S 4S 5S", "QS QH QD 7C", "6S 6H 8S 8H"},
                                  "9C QC AS AH", kWink, kEar));
    claim(state, 0, "counter ear @2000");
    EXPECT_EQ(state.table().scores, (std::array<int, 2>{4, 0}));
    EXPECT_EQ(state.table().phase, Phase::Signal);
    EXPECT_EQ(state.currentActor(), 1);
    const auto choices = state.legalMoves();
    EXPECT_EQ(choices.size(), 7u);
    EXPECT_EQ(std::count(choices.begin(), choices.end(), signalMove(kEar)), 0);
    EXPECT_THROW(state.apply(signalMove(kEar)), IllegalMove);
    state.apply(signalMove(kNod));
    EXPECT_EQ(state.table().phase, Phase::Deal);
    EXPECT_EQ(state.table().deal, 2);
}

// 6. North names "wink" while East-West's signal is "nod": -2 and play goes on.
TEST_F(KemsDigest, WrongCounterKemsCostsTwo) {
    KemsState state(game_,
                    exchangeTable({"9S 9H 9D KC", "2S 3S 4S 5S", "QS QH QD 7C", "6S 6H 8S 8H"},
                                  "9C QC AS AH", kEar, kNod));
    claim(state, 0, "counter wink @2000");
    EXPECT_EQ(state.table().scores, (std::array<int, 2>{-2, 0}));
    EXPECT_EQ(state.table().phase, Phase::Exchange);
    EXPECT_EQ(state.table().deal, 1);
}

// 7. South calls Kem's while North holds 9 9 9 K: -1, play goes on, North shows his hand (A4).
TEST_F(KemsDigest, FalseKemsCostsOneAndShowsTheHand) {
    KemsState state(game_,
                    exchangeTable({"9S 9H 9D KC", "2S 3S 4S 5S", "QS QH QD 7C", "6S 6H 8S 8H"},
                                  "9C QC AS AH", kWink, kNod));
    claim(state, 2, "kems @1000");
    EXPECT_EQ(state.table().scores, (std::array<int, 2>{-1, 0}));
    EXPECT_EQ(state.table().phase, Phase::Exchange);
    EXPECT_EQ(state.table().events.back().revealed, cardsOf("9S 9H 9D KC"));
    EXPECT_EQ(state.viewFor(1)->toString().find("player 1: ? ? ? ?"), std::string::npos);
}

// 8. Target 5, North-South at 4 score a Double Kem's: 8, and they win at once.
TEST_F(KemsDigest, ReachingTheTargetEndsTheGame) {
    Table table = exchangeTable({"9S 9H 9D 9C", "2S 3S 4S 5S", "QS QH QD QC", "6S 6H 8S 8H"},
                                "KC 7C AS AH", kWink, kNod);
    table.scores = {4, 2};
    KemsState state(game_, table);
    claim(state, 0, "double kems @700");
    EXPECT_EQ(state.table().scores, (std::array<int, 2>{8, 2}));
    EXPECT_TRUE(state.isTerminal());
    EXPECT_EQ(state.ranking(), (std::vector<int>{1, 2, 1, 2}));
    EXPECT_EQ(state.scores(), (std::vector<int>{8, 2, 8, 2}));
}

// 9. After the 9th market the stock is empty; the next refresh makes the discard heap the
// stock (A8).
TEST_F(KemsDigest, EmptyStockTakesTheDiscardHeap) {
    KemsState state = test::dealtGame(game_, 0, kWink, kNod);
    for (int i = 0; i < 20; ++i) state.apply(state.chanceOutcomes()[0].move);
    for (int market = 2; market <= 9; ++market) {
        state.apply(refreshMove());
        for (int i = 0; i < 4; ++i) state.apply(state.chanceOutcomes()[0].move);
    }
    EXPECT_EQ(state.table().markets, 9);
    EXPECT_TRUE(state.table().stock.empty());
    EXPECT_EQ(state.table().discard.size(), 32u);
    state.apply(refreshMove());
    EXPECT_EQ(state.table().stock.size(), 36u);
    EXPECT_TRUE(state.table().discard.empty());
    EXPECT_EQ(state.table().phase, Phase::Market);
}

}  // namespace
}  // namespace lt::kems
