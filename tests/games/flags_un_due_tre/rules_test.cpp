// The rules of "Un due tre" (Flaggy, game 3), with the digest's test cases 6 and 7.
#include <gtest/gtest.h>

#include <algorithm>

#include "arrange.h"
#include "framework/errors.h"
#include "framework/match.h"
#include "framework/view.h"

namespace lt::flags_un_due_tre {
namespace {

using testing::Arrange;

constexpr int kEurope = static_cast<int>(Continent::Europe);
constexpr int kAsia = static_cast<int>(Continent::Asia);

int slotOf(const UdtState& state, const std::string& text) {
    for (std::size_t i = 0; i < state.table().discardSlots.size(); ++i)
        if (slotText(state.table().discardSlots[i]) == text) return static_cast<int>(i);
    throw std::invalid_argument("no slot " + text);
}

void discard(const Arrange& a, UdtState& state, const std::string& code, const std::string& slot) {
    state.apply(discardMove(a.card(code), slotOf(state, slot)));
}

TEST(UdtRules, HandSizesFollowThePlayerCount) {
    EXPECT_EQ(handSizeFor(2), 11);
    EXPECT_EQ(handSizeFor(4), 11);
    EXPECT_EQ(handSizeFor(5), 8);
    EXPECT_EQ(handSizeFor(6), 7);
    EXPECT_EQ(handSizeFor(7), 6);
    EXPECT_EQ(handSizeFor(8), 5);
    EXPECT_EQ(handSizeFor(9), 4);
    EXPECT_EQ(handSizeFor(10), 4);
}

TEST(UdtRules, OneTwoThreeDiceGiveOneThreeSixSlots) {
    EXPECT_EQ(slotsFor({{Symbol::Stars}, std::nullopt}).size(), 1u);
    EXPECT_EQ(slotsFor({{}, kAsia}).size(), 1u);
    EXPECT_EQ(slotsFor({{Symbol::Stars, Symbol::Crosses}, std::nullopt}).size(), 3u);
    EXPECT_EQ(slotsFor({{Symbol::Stars}, kAsia}).size(), 3u);
    EXPECT_EQ(slotsFor({{Symbol::Circles, Symbol::Stars}, kAsia}).size(), 6u);
}

TEST(UdtRules, EuropeAndHorizontalStripesDiscardFranceCubaAndGermany) {
    Arrange a;
    UdtState state =
        a.thrown({{"DE", "FR", "CU", "JP"}, {"IT", "CH"}}, {{Symbol::Horizontal}, kEurope});
    ASSERT_EQ(state.table().discardSlots.size(), 3u);
    EXPECT_EQ(state.discardsStillPossible(), 3);
    discard(a, state, "FR", "europe");
    discard(a, state, "CU", "H");
    discard(a, state, "DE", "H+europe");
    // Three discards for two dice: no draw, and the next player chooses his dice.
    EXPECT_EQ(state.hand(0), a.cards({"JP"}));
    EXPECT_EQ(state.table().lastDiscards, 3);
    EXPECT_EQ(state.table().phase, Phase::Choosing);
    EXPECT_EQ(state.currentActor(), 1);
    EXPECT_EQ(state.table().discardPile,
              (std::vector<int>{a.card("FR"), a.card("CU"), a.card("DE")}));
}

TEST(UdtRules, NoMatchMeansDrawingAsManyCardsAsDice) {
    Arrange a;
    UdtState state = a.thrown({{"JP", "CN"}, {"IT"}}, {{Symbol::Horizontal}, kEurope});
    // Nothing to discard: the turn ends by itself and two cards are due.
    EXPECT_EQ(state.table().phase, Phase::Drawing);
    EXPECT_EQ(state.table().drawsLeft, 2);
    state.apply(cardMove(a.card("FR")));
    state.apply(cardMove(a.card("AT")));
    EXPECT_EQ(state.hand(0), a.cards({"JP", "CN", "FR", "AT"}));
    EXPECT_EQ(state.table().lastDraws, 2);
    EXPECT_EQ(state.currentActor(), 1);
}

TEST(UdtRules, ThreeDiceDiscardSixCards) {
    Arrange a;
    UdtState state = a.thrown({{"TR", "PW", "MA", "JP", "VN", "TN", "BR"}, {"IT"}},
                              {{Symbol::Circles, Symbol::Stars}, kAsia});
    ASSERT_EQ(state.table().discardSlots.size(), 6u);
    EXPECT_EQ(state.discardsStillPossible(), 6);
    discard(a, state, "TR", "asia");
    discard(a, state, "PW", "C");
    discard(a, state, "MA", "S");
    discard(a, state, "JP", "C+asia");
    discard(a, state, "VN", "S+asia");
    discard(a, state, "TN", "C+S");
    EXPECT_EQ(state.hand(0), a.cards({"BR"}));
    EXPECT_EQ(state.table().lastDiscards, 6);
    EXPECT_EQ(state.currentActor(), 1);
}

TEST(UdtRules, WorldMatchesEveryCardAndEveryPairWithItsSymbol) {
    const auto cards = flags::flaggyCards();
    const Slot world{{}, kWorld};
    const Slot worldStars{{Symbol::Stars}, kWorld};
    for (const Card& card : cards) {
        EXPECT_TRUE(matches(card, world)) << card.code;
        EXPECT_EQ(matches(card, worldStars), card.has(Symbol::Stars)) << card.code;
    }
}

TEST(UdtRules, ADoubleAsksForACardWithOnlyThatSymbol) {
    Arrange a;
    const auto cards = flags::flaggyCards();
    const Slot pair{{Symbol::Circles, Symbol::Circles}, std::nullopt};
    EXPECT_TRUE(matches(cards[a.card("JP")], pair));
    EXPECT_TRUE(matches(cards[a.card("KR")], pair));
    EXPECT_FALSE(matches(cards[a.card("IN")], pair));  // circles and horizontal stripes
    const auto discardSlots = slotsFor({{Symbol::Circles, Symbol::Circles}, std::nullopt});
    ASSERT_EQ(discardSlots.size(), 3u);
    EXPECT_TRUE(matches(cards[a.card("IN")], discardSlots[0]));
}

TEST(UdtRules, StoppingEarlyStillDraws) {
    Arrange a;
    UdtState state = a.thrown({{"DE", "FR", "CU", "JP"}, {"IT"}}, {{Symbol::Horizontal}, kEurope});
    discard(a, state, "FR", "europe");
    ASSERT_NE(std::find(state.legalMoves().begin(), state.legalMoves().end(), stopMove()),
              state.legalMoves().end());
    state.apply(stopMove());
    // One discard for two dice: France stays discarded and two cards are drawn.
    EXPECT_EQ(state.table().drawsLeft, 2);
    EXPECT_EQ(state.table().discardPile, std::vector<int>{a.card("FR")});
    EXPECT_EQ(state.table().handCounts[0], 3);
}

TEST(UdtRules, AnEmptyStockIsRefilledFromTheDiscards) {
    Arrange a;
    UdtState start = a.choosing({{"JP", "CN"}, {"IT"}});
    Table t = start.table();
    t.phase = Phase::Choosing;
    t.discardPile = a.cards({"FR", "DE", "AT"});
    t.stockCount = 0;
    std::vector<std::vector<int>> hands{a.cards({"JP", "CN"}), a.cards({"IT"})};
    UdtState state(a.game(), std::make_shared<const std::vector<Card>>(flags::flaggyCards()), t,
                   hands, {});
    state.apply(diceMove({1, false}));
    state.apply(rollMove({{Symbol::Animals}, std::nullopt}));
    // No animal in hand: one card is due, and the stock is the discard pile, reshuffled.
    EXPECT_EQ(state.table().stockCount, 3);
    EXPECT_TRUE(state.table().discardPile.empty());
    EXPECT_EQ(state.chanceOutcomes().size(), 3u);
}

TEST(UdtRules, NothingAnywhereMeansNoDraw) {
    Arrange a;
    Table t = a.choosing({{"JP", "CN"}, {"IT"}}).table();
    t.stockCount = 0;
    std::vector<std::vector<int>> hands{a.cards({"JP", "CN"}), a.cards({"IT"})};
    UdtState state(a.game(), std::make_shared<const std::vector<Card>>(flags::flaggyCards()), t,
                   hands, {});
    state.apply(diceMove({1, false}));
    state.apply(rollMove({{Symbol::Animals}, std::nullopt}));
    EXPECT_EQ(state.currentActor(), 1);  // U-A7: nothing to draw
    EXPECT_EQ(state.table().handCounts[0], 2);
}

TEST(UdtRules, TheLastCardWins) {
    Arrange a;
    UdtState state = a.thrown({{"JP"}, {"IT", "FR"}, {"DE"}}, {{Symbol::Circles}, std::nullopt});
    discard(a, state, "JP", "C");
    ASSERT_TRUE(state.isTerminal());
    EXPECT_EQ(state.table().winner, 0);
    EXPECT_EQ(state.ranking(), (std::vector<int>{1, 3, 2}));
}

TEST(UdtRules, TheShortGameEndsAtOneCard) {
    Arrange a;
    Options options;
    options.set("short", "true");
    Table t = a.choosing({{"JP", "CN"}, {"IT"}}).table();
    t.shortGame = true;
    std::vector<std::vector<int>> hands{a.cards({"JP", "CN"}), a.cards({"IT"})};
    UdtState state(a.game(), std::make_shared<const std::vector<Card>>(flags::flaggyCards()), t,
                   hands, a.choosing({{"JP", "CN"}, {"IT"}}).stock());
    state.apply(diceMove({1, false}));
    state.apply(rollMove({{Symbol::Circles}, std::nullopt}));
    discard(a, state, "JP", "C");
    EXPECT_TRUE(state.isTerminal());
    EXPECT_EQ(state.table().winner, 0);
    EXPECT_NO_THROW(a.game().newInitialState(options, 2));
}

TEST(UdtRules, TheHolderOfTheNamedCardStarts) {
    UdtGame game;
    Match match(game, {}, {{false, "A", "random", ""}, {false, "B", "random", ""}}, 11);
    while (static_cast<const UdtState&>(match.state()).table().phase == Phase::Dealing)
        match.playChance();
    auto copy = match.state().clone();
    auto& state = static_cast<UdtState&>(*copy);
    EXPECT_EQ(state.table().handCounts, (std::vector<int>{11, 11}));
    Arrange a;
    PlayerId holder = -1;
    for (PlayerId p = 0; p < 2; ++p)
        if (std::count(state.hand(p).begin(), state.hand(p).end(), a.card("CN"))) holder = p;
    state.apply(startRollMove(Symbol::Stars, Symbol::Stars));  // China
    if (holder < 0) {
        EXPECT_EQ(state.table().phase, Phase::StartRoll);
    } else {
        EXPECT_EQ(state.currentActor(), holder);
        EXPECT_EQ(state.table().phase, Phase::Choosing);
        EXPECT_EQ(state.table().handCounts[holder], 11);  // he keeps it
    }
}

TEST(UdtRules, TheFiveChoicesOfDice) {
    Arrange a;
    const UdtState state = a.choosing({{"JP"}, {"IT"}});
    const auto legal = state.legalMoves();
    ASSERT_EQ(legal.size(), 5u);
    EXPECT_EQ(state.moveToString(legal[4]), "roll blue blue red");
    EXPECT_EQ(state.parseMove("roll red"), diceMove({0, true}));
}

TEST(UdtRules, NotationReadsBack) {
    Arrange a;
    UdtState state = a.thrown({{"DE", "FR", "CU", "JP"}, {"IT"}}, {{Symbol::Horizontal}, kEurope});
    const Move germany = discardMove(a.card("DE"), slotOf(state, "H+europe"));
    EXPECT_EQ(state.moveToString(germany), "discard de 3:H+europe");
    EXPECT_EQ(state.parseMove("discard de 3:H+europe"), germany);
    EXPECT_FALSE(state.parseMove("discard jp 3:H+europe"));
    EXPECT_THROW(state.apply(discardMove(a.card("JP"), 0)), IllegalMove);
}

TEST(UdtRules, AViewShowsOnlyTheViewersHand) {
    UdtGame game;
    Match match(game, {}, {{false, "A", "random", ""}, {false, "B", "random", ""}}, 5);
    while (match.state().isChanceNode()) match.playChance();
    const auto& state = static_cast<const UdtState&>(match.state());
    const auto view = state.viewFor(0);
    const std::string text = view->toString();
    for (int card : state.hand(1))
        EXPECT_EQ(text.find(" " + state.card(card).code), std::string::npos);
    Rng rng(1);
    for (int i = 0; i < 20; ++i) EXPECT_EQ(view->sampleState(rng)->viewFor(0)->toString(), text);
}

}  // namespace
}  // namespace lt::flags_un_due_tre
