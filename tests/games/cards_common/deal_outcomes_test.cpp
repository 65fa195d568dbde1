// The chance outcomes of a deal and of the draw for the first dealer, and the stock's line in a
// state's text.
#include <gtest/gtest.h>

#include "games/cards_common/card_moves.h"
#include "games/cards_common/deal_outcomes.h"

namespace lt::cards {
namespace {

Move codeOf(Card card) {
    return static_cast<Move>(card.code());
}

TEST(DealOutcomes, EachDistinctCardIsOneOutcomeAsLikelyAsItsCopies) {
    const Card nine(Rank::Nine, Suit::Spades);
    const Card ace(Rank::Ace, Suit::Hearts);
    const Hand stock({Card::joker(), nine, ace, Card::joker()});
    const auto outcomes = dealOutcomes(stock, codeOf);
    ASSERT_EQ(outcomes.size(), 3u);
    // Sorted by suit (clubs, diamonds, hearts, spades), jokers last.
    EXPECT_EQ(outcomes[0].move, codeOf(ace));
    EXPECT_EQ(outcomes[0].probability, 0.25);
    EXPECT_EQ(outcomes[1].move, codeOf(nine));
    EXPECT_EQ(outcomes[1].probability, 0.25);
    EXPECT_EQ(outcomes[2].move, codeOf(Card::joker()));
    EXPECT_EQ(outcomes[2].probability, 0.5);
    EXPECT_TRUE(dealOutcomes(Hand(), codeOf).empty());
}

TEST(DealOutcomes, EverySeatIsAsLikelyToDealFirst) {
    const auto outcomes = seatOutcomes(4, [](PlayerId seat) { return Move(10 + seat); });
    ASSERT_EQ(outcomes.size(), 4u);
    for (PlayerId seat = 0; seat < 4; ++seat) {
        EXPECT_EQ(outcomes[seat].move, Move(10 + seat));
        EXPECT_EQ(outcomes[seat].probability, 0.25);
    }
}

TEST(DealOutcomes, TheStockIsOneLineOfItsCards) {
    const Hand stock({Card(Rank::Ten, Suit::Hearts), Card(Rank::Nine, Suit::Spades)});
    EXPECT_EQ(describeStock("to deal", stock), "to deal: " + toString(stock.cards()) + "\n");
    EXPECT_EQ(describeStock("stock", Hand()), "stock: \n");
}

}  // namespace
}  // namespace lt::cards
