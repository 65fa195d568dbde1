// A player's view holds what he may see and nothing else, and the deals it samples respect
// every fact shown: the voids, the cards played, the trump card.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arrange.h"
#include "games/oh_hell/view.h"

namespace lt::oh_hell {
namespace {

using namespace fixture;

TEST(OhHellView, HiddenCardsDoNotChangeTheView) {
    OhHellGame game;
    const auto a = arrange(game, {"2C 4C", "10H 5D", "3S KD", "9H 6D"}, "5S", 0, {0, 1, 0, 1});
    const auto b = arrange(game, {"2C 4C", "10H 5D", "3S KD", "9H 7D"}, "5S", 0, {0, 1, 0, 1});
    EXPECT_EQ(a.viewFor(0)->toString(), b.viewFor(0)->toString());
    EXPECT_NE(a.viewFor(3)->toString(), b.viewFor(3)->toString());
    const std::string text = a.viewFor(0)->toString();
    EXPECT_EQ(text.find("10♥"), std::string::npos);
    EXPECT_NE(text.find("my hand: 2♣ 4♣"), std::string::npos);
}

TEST(OhHellView, SampledDealsRespectTheShownVoids) {
    // Seat 3 discards on a diamond lead without trumping: no diamonds and no clubs (trump).
    OhHellGame game;
    auto state = arrange(game, {"9D 2H 3H 4H", "4D 5H 6H 7H", "JD 8H 9H 10H", "AS 5S 6S 7S"}, "5C",
                         0, {0, 0, 1, 0});
    for (const char* move : {"play 4♦", "play J♦", "play A♠", "play 9♦"}) play(state, move);
    const auto view = state.viewFor(2);
    Rng rng(11);
    for (int round = 0; round < 300; ++round) {
        const auto sampled = view->sampleState(rng);
        const auto& deal = static_cast<const OhHellState&>(*sampled);
        for (Card card : deal.hand(3).cards()) {
            EXPECT_NE(card.suit(), cards::Suit::Diamonds);
            EXPECT_NE(card.suit(), cards::Suit::Clubs);
        }
        EXPECT_EQ(deal.hand(3).size(), 3);
        EXPECT_EQ(deal.hand(2), state.hand(2));
        EXPECT_TRUE(deal.stock().contains(cards::parseCardOrThrow("5C")));
        EXPECT_EQ(deal.stock().size(), state.stock().size());
        EXPECT_EQ(sampled->viewFor(2)->toString(), view->toString());
    }
}

}  // namespace
}  // namespace lt::oh_hell
