// Kem's claims beyond the digest's cases: who may call what (A4, A5), stamps, the refresh
// window (A9), the time limit (A14) and the notation.
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/errors.h"

namespace lt::kems {
namespace {

using test::claim;
using test::exchangeTable;

using test::kNod;
using test::kWink;

const std::array<std::string, kSeats> kHands{"9S 9H 9D 9C", "2S 3S 4S 5S", "QS QH QD 7C",
                                             "6S 6H 8S 8H"};

class KemsClaims : public ::testing::Test {
  protected:
    KemsGame game_;
    KemsState state_{game_, exchangeTable(kHands, "KC QC AS AH", kWink, kNod)};
};

// A5: calling Kem's for one's own four of a kind is a false call.
TEST_F(KemsClaims, KemsForOnesOwnFourOfAKindIsFalse) {
    claim(state_, 0, "kems @500");
    EXPECT_EQ(state_.table().scores, (std::array<int, 2>{-1, 0}));
    EXPECT_EQ(state_.table().phase, Phase::Exchange);
}

// A4: a Double Kem's with one four of a kind counts as a Kem's; with none it is false.
TEST_F(KemsClaims, DoubleKemsWithOneFourOfAKindScoresOne) {
    claim(state_, 2, "double kems @500");
    EXPECT_EQ(state_.table().scores, (std::array<int, 2>{1, 0}));
    EXPECT_EQ(state_.table().deal, 2);
}

TEST_F(KemsClaims, DoubleKemsWithNoFourOfAKindCostsOne) {
    claim(state_, 1, "double kems @500");
    EXPECT_EQ(state_.table().scores, (std::array<int, 2>{0, -1}));
    EXPECT_EQ(state_.table().events.back().revealed.size(), 8u);
}

// A11: a four of a kind broken before the call makes the call false.
TEST_F(KemsClaims, BrokenFourOfAKindMakesTheCallFalse) {
    claim(state_, 0, "take KC give 9S @300");
    claim(state_, 2, "kems @900");
    EXPECT_EQ(state_.table().scores, (std::array<int, 2>{-1, 0}));
}

TEST_F(KemsClaims, ASwapTakesTheMarketCardIntoTheGivenSlot) {
    claim(state_, 2, "take QC give 7C @1200");
    EXPECT_EQ(state_.table().hands[2], test::cardsOf("QS QH QD QC"));
    EXPECT_EQ(state_.table().market, test::cardsOf("KC 7C AS AH"));
    EXPECT_EQ(state_.table().known[2][3], test::cardsOf("QC")[0]);
    EXPECT_EQ(state_.table().lastExchangeMs, 1200);
}

TEST_F(KemsClaims, StampsGoForwardAndEndAtTheRefresh) {
    claim(state_, 1, "gesture wink @2000");
    EXPECT_FALSE(state_.isLegalClaim(1, gestureMove(kNod, 1999)));
    EXPECT_TRUE(state_.isLegalClaim(1, gestureMove(kNod, 6000)));
    EXPECT_FALSE(state_.isLegalClaim(1, gestureMove(kNod, 6001)));      // no swap yet: 6 s
    EXPECT_FALSE(state_.isLegalClaim(1, swapMove(2, 0, 0, 51, 3000)));  // another seat's swap
    claim(state_, 1, "done @2500");
    EXPECT_FALSE(state_.isLegalClaim(1, doneMove(2600)));
}

// A9: the refresh comes 6 s after the latest swap, or at once when all four are done.
TEST_F(KemsClaims, WindowIsWhatIsLeftOfSixSecondsAfterTheLatestSwap) {
    EXPECT_EQ(state_.claimWindowMs(), 6000);
    claim(state_, 2, "take QC give 7C @2000");
    claim(state_, 1, "gesture nod @3000");
    EXPECT_EQ(state_.claimWindowMs(), 5000);
    for (PlayerId seat = 0; seat < kSeats; ++seat) state_.applyClaim(seat, doneMove(3500));
    EXPECT_EQ(state_.claimWindowMs(), 0);
    state_.apply(refreshMove());
    EXPECT_EQ(state_.table().clockMs, 3500);
    EXPECT_TRUE(state_.claimMoves(0).empty());  // no claims while the market is laid
}

// A14: without calls the game ends when its clock passes the limit; a tie is shared.
TEST_F(KemsClaims, TimeLimitEndsTheGame) {
    KemsState state(game_, 5, 5);
    Rng rng(3);
    while (!state.isTerminal()) {
        if (state.isChanceNode())
            state.apply(state.chanceOutcomes()[rng.below(state.chanceOutcomes().size())].move);
        else
            state.apply(state.legalMoves()[0]);
    }
    EXPECT_EQ(state.table().clockMs, 5 * 60000);  // 50 markets of 6 s without a swap
    EXPECT_EQ(state.ranking(), (std::vector<int>{1, 1, 1, 1}));
}

TEST_F(KemsClaims, NotationReadsBack) {
    for (PlayerId seat = 0; seat < kSeats; ++seat)
        for (Move move : state_.claimMoves(seat))
            EXPECT_EQ(state_.parseMove(state_.moveToString(move), seat), move)
                << state_.moveToString(move);
    EXPECT_EQ(state_.moveToString(swapMove(2, 1, 3, test::cardsOf("QC")[0], 1830)),
              "take Q♣ give 7♣ @1830");
    EXPECT_EQ(state_.moveToString(counterMove(3, 2400)), "counter ear @2400");
    EXPECT_FALSE(state_.parseMove("take 2S give 7C @100", 2).has_value());  // not in the market
    EXPECT_FALSE(state_.parseMove("kems", 2).has_value());                  // no stamp
    EXPECT_FALSE(state_.parseMove("counter frown @100", 2).has_value());
}

TEST_F(KemsClaims, SignalsAreSecretAndDealtCardsPrivate) {
    EXPECT_FALSE(state_.isPublicTurnMove(signalMove(kWink)));
    EXPECT_FALSE(state_.isPublicChance(dealMove(5)));
    EXPECT_TRUE(state_.isPublicChance(layMove(5)));
    EXPECT_THROW(state_.applyClaim(0, gestureMove(kWink, 7000)), IllegalMove);
}

}  // namespace
}  // namespace lt::kems
