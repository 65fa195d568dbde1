// A seat's view shows its own hand and the public table, never another hand; the deals it
// samples keep every count, every card seen and every void shown.
#include <gtest/gtest.h>

#include "arrange.h"
#include "games/barbu/view.h"

namespace lt::barbu {
namespace {

using namespace fixture;

const std::vector<std::string> kDeal = {
    "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C", "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",
    "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H", "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"};

TEST(BarbuView, ShowsOnlyTheViewersHand) {
    BarbuGame game;
    auto state = arrange(game, kDeal, 0, Contract::Hearts);
    const auto view = state.viewFor(1);
    const std::string text = view->toString();
    EXPECT_NE(text.find("my hand: A♦"), std::string::npos);
    EXPECT_EQ(text.find("A♣"), std::string::npos);
    EXPECT_EQ(text.find("K♥"), std::string::npos);
    EXPECT_EQ(state.viewFor(-1)->toString().find("A♦"), std::string::npos);
}

TEST(BarbuView, SampledDealsKeepCountsCardsSeenAndVoids) {
    BarbuGame game;
    auto state = arrange(game, kDeal, 0, Contract::Hearts);
    // Clubs led: seats 1, 2 and 3 show they have none.
    for (const char* move : {"play 2C", "play 2D", "play 2H", "play 2S"}) play(state, move);
    const auto view = state.viewFor(0);
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Rng rng(seed);
        const auto sampled = view->sampleState(rng);
        const auto& deal = static_cast<const BarbuState&>(*sampled);
        EXPECT_EQ(deal.hand(0), state.hand(0));
        EXPECT_EQ(sampled->viewFor(0)->toString(), view->toString());
        for (PlayerId p = 1; p < 4; ++p) {
            EXPECT_EQ(deal.hand(p).size(), 12);
            for (Card card : deal.hand(p).cards()) {
                EXPECT_NE(card.suit(), cards::Suit::Clubs);
                EXPECT_FALSE(card.rank() == cards::Rank::Two && card.suit() != cards::Suit::Clubs);
            }
        }
    }
}

TEST(BarbuView, SampledDealsDuringTheDealKeepTheUndealtCards) {
    BarbuGame game;
    auto state = game.newInitialState({}, 4);
    Rng rng(3);
    for (int i = 0; i < 20; ++i) {
        const auto outcomes = state->chanceOutcomes();
        state->apply(outcomes[rng.below(outcomes.size())].move);
    }
    const auto view = state->viewFor(2);
    const auto sampled = view->sampleState(rng);
    const auto& deal = static_cast<const BarbuState&>(*sampled);
    EXPECT_EQ(deal.stock().size(), 32);
    EXPECT_EQ(deal.hand(1).size(), 5);
    EXPECT_EQ(deal.hand(0).size(), 5);
    EXPECT_EQ(sampled->viewFor(2)->toString(), view->toString());
}

}  // namespace
}  // namespace lt::barbu
