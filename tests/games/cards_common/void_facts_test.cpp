// The voids a seat shows by not following suit (and, where trumping is compulsory, by not
// trumping either).
#include <gtest/gtest.h>

#include "games/cards_common/void_facts.h"

namespace lt::cards {
namespace {

const Card tenOfHearts(Rank::Ten, Suit::Hearts);
const Trick heartsLed{0, {{0, tenOfHearts}}};

TEST(VoidFacts, FollowingSuitShowsNothing) {
    VoidFacts voids(4);
    voids.record(heartsLed, {1, Card(Rank::Two, Suit::Hearts)}, {Suit::Spades, true});
    EXPECT_EQ(voids.toString(), "none");
    voids.record(Trick{1, {}}, {1, Card(Rank::Two, Suit::Clubs)}, {Suit::Spades, true});
    EXPECT_EQ(voids.toString(), "none");  // a lead
}

TEST(VoidFacts, ADiscardShowsAVoidInTheSuitLed) {
    VoidFacts voids(4);
    voids.record(heartsLed, {2, Card(Rank::Three, Suit::Spades)}, {Suit::Spades, true});
    EXPECT_TRUE(voids.isVoid(2, Suit::Hearts));
    EXPECT_FALSE(voids.isVoid(2, Suit::Spades));
    EXPECT_FALSE(voids.mayHold(2, Card(Rank::Ace, Suit::Hearts)));
    EXPECT_EQ(voids.toString(), "2: ♥");
}

TEST(VoidFacts, UnderTheMustTrumpRuleADiscardAlsoShowsNoTrumps) {
    VoidFacts voids(4);
    voids.record(heartsLed, {3, Card(Rank::King, Suit::Diamonds)}, {Suit::Spades, true});
    EXPECT_EQ(voids.toString(), "3: ♥ ♠");
    VoidFacts whist(4);
    whist.record(heartsLed, {3, Card(Rank::King, Suit::Diamonds)}, {Suit::Spades, false});
    EXPECT_EQ(whist.toString(), "3: ♥");
    whist.clear();
    EXPECT_EQ(whist.toString(), "none");
}

}  // namespace
}  // namespace lt::cards
