// Following suit, the obligation to trump, and who wins a trick.
#include <gtest/gtest.h>

#include "games/cards_common/trick.h"

namespace lt::cards {
namespace {

Card card(const char* text) {
    return parseCardOrThrow(text);
}

Trick trickOf(PlayerId leader, const std::vector<const char*>& texts) {
    Trick trick{leader, {}};
    for (std::size_t i = 0; i < texts.size(); ++i)
        trick.plays.push_back(
            {static_cast<PlayerId>((leader + static_cast<int>(i)) % 4), card(texts[i])});
    return trick;
}

Hand handOf(const std::vector<const char*>& texts) {
    std::vector<Card> cards;
    for (const char* text : texts) cards.push_back(card(text));
    return Hand(cards);
}

TEST(Trick, AnyCardLeads) {
    const Hand hand = handOf({"3S", "KD", "10H"});
    EXPECT_EQ(playableCards(hand, Trick{}, {Suit::Spades, true}), hand.cards());
}

TEST(Trick, FollowingSuitIsCompulsory) {
    const Hand hand = handOf({"3S", "KD", "10H"});
    const Trick trick = trickOf(0, {"4D"});
    EXPECT_EQ(playableCards(hand, trick, {Suit::Spades, true}), std::vector<Card>{card("KD")});
    EXPECT_EQ(checkPlay(hand, trick, {Suit::Spades, true}, card("3S")),
              PlayRefusal::MustFollowSuit);
    EXPECT_EQ(checkPlay(hand, trick, {Suit::Spades, true}, card("AC")), PlayRefusal::NotInHand);
}

TEST(Trick, AVoidPlayerMustTrumpUnderTheMustTrumpRule) {
    // Oh Hell test case 5: trump ♠, lead ♥, no hearts, 3♠ and K♦ → 3♠.
    const Hand hand = handOf({"3S", "KD"});
    const Trick trick = trickOf(0, {"10H"});
    EXPECT_EQ(playableCards(hand, trick, {Suit::Spades, true}), std::vector<Card>{card("3S")});
    EXPECT_EQ(checkPlay(hand, trick, {Suit::Spades, true}, card("KD")), PlayRefusal::MustTrump);
    // Without the rule (whist), any card.
    EXPECT_EQ(playableCards(hand, trick, {Suit::Spades, false}).size(), 2u);
    // Without trumps (some Barbu contracts), any card too.
    EXPECT_EQ(playableCards(hand, trick, {std::nullopt, true}).size(), 2u);
}

TEST(Trick, TheLowestTrumpBeatsTheHighestOfTheSuitLed) {
    // Oh Hell test case 6: trump ♠; 10♥ (lead), K♥, 3♠, A♥ → 3♠.
    const Trick trick = trickOf(1, {"10H", "KH", "3S", "AH"});
    EXPECT_EQ(currentWinner(trick, Suit::Spades), (PlayedCard{3, card("3S")}));
}

TEST(Trick, WithoutATrumpTheHighestCardOfTheSuitLedWins) {
    // Oh Hell test case 7: trump ♣; 4♦ (lead), J♦, A♠ (discard), 9♦ → J♦.
    const Trick trick = trickOf(0, {"4D", "JD", "AS", "9D"});
    EXPECT_EQ(currentWinner(trick, Suit::Clubs), (PlayedCard{1, card("JD")}));
    // No trumps at all: the same.
    EXPECT_EQ(currentWinner(trick, std::nullopt), (PlayedCard{1, card("JD")}));
}

TEST(Trick, AcesAreHighAndAHigherTrumpOvertrumps) {
    EXPECT_EQ(currentWinner(trickOf(0, {"KH", "AH", "QH"}), Suit::Spades).card, card("AH"));
    EXPECT_EQ(currentWinner(trickOf(0, {"KH", "5S", "9S", "2H"}), Suit::Spades).card, card("9S"));
    EXPECT_TRUE(beats(card("2S"), card("AH"), Suit::Hearts, Suit::Spades));
    EXPECT_FALSE(beats(card("AD"), card("2H"), Suit::Hearts, Suit::Spades));
}

TEST(Trick, Text) {
    EXPECT_EQ(toString(trickOf(2, {"10H", "KH"})), "led by 2: 10♥(2) K♥(3)");
}

}  // namespace
}  // namespace lt::cards
