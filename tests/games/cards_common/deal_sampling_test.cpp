// Deals of the unseen cards that respect every shown void, even when only few deals do.
#include <gtest/gtest.h>

#include <stdexcept>

#include "games/cards_common/deal_sampling.h"

namespace lt::cards {
namespace {

Holder holder(int capacity, std::vector<Suit> refused = {}) {
    Holder h;
    h.capacity = capacity;
    for (Suit suit : refused) h.refuses[static_cast<std::size_t>(suit)] = true;
    return h;
}

std::vector<Card> suitCards(Suit suit, int count) {
    std::vector<Card> cards;
    for (int rank = 2; rank < 2 + count; ++rank)
        cards.push_back(Card(static_cast<Rank>(rank), suit));
    return cards;
}

TEST(DealSampling, EveryHolderGetsItsCountAndNoRefusedSuit) {
    std::vector<Card> pool = suitCards(Suit::Hearts, 6);
    for (Card card : suitCards(Suit::Clubs, 6)) pool.push_back(card);
    const std::vector<Holder> holders{holder(4, {Suit::Hearts}), holder(4), holder(4)};
    Rng rng(3);
    bool secondGotClubs = false;
    for (int round = 0; round < 200; ++round) {
        const auto dealt = dealRespecting(pool, holders, rng);
        ASSERT_EQ(dealt.size(), 3u);
        for (std::size_t h = 0; h < 3; ++h) EXPECT_EQ(dealt[h].size(), 4);
        for (Card card : dealt[0].cards()) EXPECT_EQ(card.suit(), Suit::Clubs);
        for (Card card : dealt[1].cards()) secondGotClubs |= card.suit() == Suit::Clubs;
    }
    EXPECT_TRUE(secondGotClubs);  // random, not a fixed assignment
}

TEST(DealSampling, ATightDealIsFoundEveryTime) {
    // Only one deal fits: the first holder takes no hearts, the second no clubs or
    // diamonds, the third no spades.
    std::vector<Card> pool;
    for (Suit suit : allSuits)
        for (Card card : suitCards(suit, 3)) pool.push_back(card);
    const std::vector<Holder> holders{holder(6, {Suit::Hearts, Suit::Spades}),
                                      holder(3, {Suit::Clubs, Suit::Diamonds, Suit::Spades}),
                                      holder(3, {Suit::Clubs, Suit::Diamonds, Suit::Hearts})};
    Rng rng(9);
    for (int round = 0; round < 50; ++round) {
        const auto dealt = dealRespecting(pool, holders, rng);
        for (Card card : dealt[1].cards()) EXPECT_EQ(card.suit(), Suit::Hearts);
        for (Card card : dealt[2].cards()) EXPECT_EQ(card.suit(), Suit::Spades);
    }
}

TEST(DealSampling, ContradictoryFactsAreReported) {
    const std::vector<Holder> holders{holder(2, {Suit::Hearts}), holder(1, {Suit::Hearts})};
    Rng rng(1);
    EXPECT_THROW(dealRespecting(suitCards(Suit::Hearts, 3), holders, rng), std::logic_error);
    EXPECT_THROW(dealRespecting(suitCards(Suit::Clubs, 2), holders, rng), std::logic_error);
}

}  // namespace
}  // namespace lt::cards
