#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "framework/errors.h"
#include "games/cards_common/card.h"
#include "games/cards_common/hand.h"

namespace lt::cards {
namespace {

TEST(Card, NotationOfEveryCard) {
    EXPECT_EQ(toString(Card(Rank::Nine, Suit::Spades)), "9♠");
    EXPECT_EQ(toString(Card(Rank::Ten, Suit::Hearts)), "10♥");
    EXPECT_EQ(toString(Card(Rank::Jack, Suit::Diamonds)), "J♦");
    EXPECT_EQ(toString(Card(Rank::Ace, Suit::Clubs)), "A♣");
    EXPECT_EQ(toString(Card::joker()), "Joker");
    EXPECT_EQ(
        toString(std::vector<Card>{Card(Rank::Nine, Suit::Spades), Card(Rank::Nine, Suit::Clubs)}),
        "9♠ 9♣");
}

TEST(Card, RoundTripOverTheWholeDeck) {
    const auto deck = standardDeck(2);
    ASSERT_EQ(deck.size(), 54u);
    for (Card card : deck) EXPECT_EQ(parseCard(toString(card)), card) << toString(card);
}

TEST(Card, ReadsAsciiForms) {
    EXPECT_EQ(parseCard("9S"), Card(Rank::Nine, Suit::Spades));
    EXPECT_EQ(parseCard("10H"), Card(Rank::Ten, Suit::Hearts));
    EXPECT_EQ(parseCard("th"), Card(Rank::Ten, Suit::Hearts));
    EXPECT_EQ(parseCard("JD"), Card(Rank::Jack, Suit::Diamonds));
    EXPECT_EQ(parseCard("qc"), Card(Rank::Queen, Suit::Clubs));
    EXPECT_EQ(parseCard("1C"), Card(Rank::Ace, Suit::Clubs));
    EXPECT_EQ(parseCard("KS"), Card(Rank::King, Suit::Spades));
    EXPECT_EQ(parseCard("JOKER"), Card::joker());
    EXPECT_EQ(parseCard("jk"), Card::joker());
    EXPECT_EQ(parseCard("8♡"), Card(Rank::Eight, Suit::Hearts));
}

TEST(Card, RejectsWhatIsNotACard) {
    for (const char* text : {"", "9", "S", "11S", "0H", "9X", "10", " 9S", "9S ", "JOKERS", "9♠♠"})
        EXPECT_FALSE(parseCard(text).has_value()) << text;
    EXPECT_THROW(parseCardOrThrow("ZZ"), InputError);
}

TEST(Card, SuitsAndColours) {
    EXPECT_EQ(parseSuit("♣"), Suit::Clubs);
    EXPECT_EQ(parseSuit("d"), Suit::Diamonds);
    EXPECT_EQ(parseSuit("Hearts"), Suit::Hearts);
    EXPECT_EQ(parseSuit("S"), Suit::Spades);
    EXPECT_FALSE(parseSuit("X").has_value());
    EXPECT_TRUE(isRed(Suit::Hearts));
    EXPECT_TRUE(isRed(Suit::Diamonds));
    EXPECT_FALSE(isRed(Suit::Clubs));
    EXPECT_FALSE(isRed(Suit::Spades));
}

TEST(Hand, IsASortedMultiset) {
    Hand hand({Card::joker(), Card(Rank::King, Suit::Spades), Card::joker(),
               Card(Rank::Two, Suit::Clubs)});
    EXPECT_EQ(toString(hand.cards()), "2♣ K♠ Joker Joker");
    EXPECT_EQ(hand.count(Card::joker()), 2);
    EXPECT_EQ(hand.distinct().size(), 3u);
    EXPECT_TRUE(hand.remove(Card::joker()));
    EXPECT_EQ(hand.count(Card::joker()), 1);
    EXPECT_FALSE(hand.remove(Card(Rank::Ace, Suit::Hearts)));
    EXPECT_TRUE(hand.containsAll({Card(Rank::Two, Suit::Clubs), Card::joker()}));
    EXPECT_FALSE(hand.containsAll({Card::joker(), Card::joker()}));
    hand.add(Card(Rank::Ace, Suit::Clubs));
    EXPECT_EQ(toString(hand.cards()), "A♣ 2♣ K♠ Joker");
}

}  // namespace
}  // namespace lt::cards
