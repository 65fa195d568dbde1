// A seat's view shows its own hand and the public table, never another hand; the deals it
// samples keep every count, the dealer's shown trump card and every void shown.
#include <gtest/gtest.h>

#include "arrange.h"
#include "games/whistiti/view.h"

namespace lt::whistiti {
namespace {

using namespace fixture;

const std::vector<std::string> kDeal = {
    "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C", "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",
    "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H", "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"};

TEST(WhistitiView, ShowsOnlyTheViewersHandAndTheTrumpCard) {
    WhistitiGame game;
    const auto state = arrange(game, kDeal, "2S", 3);
    const std::string text = state.viewFor(1)->toString();
    EXPECT_NE(text.find("my hand: A♦"), std::string::npos);
    EXPECT_EQ(text.find("A♣"), std::string::npos);
    EXPECT_NE(text.find("trump card 2♠ (in the dealer's hand)"), std::string::npos);
    EXPECT_EQ(text.find("K♠"), std::string::npos);
}

TEST(WhistitiView, SampledDealsKeepCountsTheTrumpCardAndVoids) {
    WhistitiGame game;
    auto state = arrange(game, kDeal, "2S", 3);
    // Clubs led: seats 1 and 2 show no club and no trump, seat 3 trumps.
    for (const char* move : {"play 2C", "play 2D", "play 2H", "play 3S"}) play(state, move);
    const auto view = state.viewFor(0);
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        Rng rng(seed);
        const auto sampled = view->sampleState(rng);
        const auto& deal = static_cast<const WhistitiState&>(*sampled);
        EXPECT_EQ(sampled->viewFor(0)->toString(), view->toString());
        EXPECT_TRUE(deal.hand(3).contains(cards::parseCardOrThrow("2S")));
        for (PlayerId p : {1, 2}) {
            EXPECT_EQ(deal.hand(p).size(), 12);
            for (Card card : deal.hand(p).cards()) {
                EXPECT_NE(card.suit(), cards::Suit::Clubs);
                EXPECT_NE(card.suit(), cards::Suit::Spades);
            }
        }
    }
}

}  // namespace
}  // namespace lt::whistiti
