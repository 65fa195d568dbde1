// What each seat of Il pezzente sees: its hand and its own gifts, never another hand; and the
// deals a view samples respect what the exchange showed it.
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/match.h"
#include "games/president/moves.h"
#include "games/president/view.h"

namespace lt::president {
namespace {

using namespace fixture;

const PresidentView& asView(const std::unique_ptr<View>& view) {
    return static_cast<const PresidentView&>(*view);
}

TEST(PresidentView, ASeatSeesItsHandAndItsOwnGiftsOnly) {
    PresidentGame game;
    auto state = arrangeExchange(
        game, {"3D 3C 4S 9H 10H", "5S 6S 7S", "8S 8C KH", "JOKER 2S 2H AC 5D"}, {1, 2, 3, 4});
    play(state, "give JOKER 2H");
    const auto president = state.viewFor(0)->toString();
    EXPECT_NE(president.find("gift 3 to 0: 2♥ Joker"), std::string::npos) << president;
    EXPECT_EQ(president.find("5S"), std::string::npos);
    const auto vice = state.viewFor(1)->toString();
    EXPECT_EQ(vice.find("gift"), std::string::npos) << vice;
    EXPECT_EQ(vice.find("Joker"), std::string::npos) << vice;
    EXPECT_NE(vice.find("my hand: 5♠ 6♠ 7♠"), std::string::npos) << vice;
}

TEST(PresidentView, SampledDealsKeepTheGiftsAndTheirBoundaries) {
    PresidentGame game;
    auto state = arrangeExchange(
        game, {"3D 3C 4S 9H 10H 6C", "5S 6S 7S 7D", "8S 8C KH 9S", "JOKER 2S 2H AC 5D 4D"},
        {1, 2, 3, 4});
    play(state, "give JOKER 2H");
    play(state, "give 3D 3C");
    // The President knows the Beggar holds his 3♦ 3♣ and nothing above a 2 besides.
    const auto president = state.viewFor(0);
    // The Beggar knows the President still holds the joker and the 2♥ he gave him.
    const auto beggar = state.viewFor(3);
    Rng rng(5);
    for (int i = 0; i < 200; ++i) {
        const auto sampled = president->sampleState(rng);
        const auto& s = static_cast<const PresidentState&>(*sampled);
        EXPECT_EQ(sampled->viewFor(0)->toString(), president->toString());
        EXPECT_TRUE(s.hand(3).containsAll(cardList("3D 3C")));
        for (Card card : s.hand(3).cards()) {
            if (card == cards::parseCardOrThrow("3D") || card == cards::parseCardOrThrow("3C"))
                continue;
            EXPECT_LE(valueOf(card), valueOf(cards::parseCardOrThrow("2S")));
            EXPECT_FALSE(card.isJoker());
        }
        const auto fromBeggar = beggar->sampleState(rng);
        const auto& b = static_cast<const PresidentState&>(*fromBeggar);
        EXPECT_EQ(fromBeggar->viewFor(3)->toString(), beggar->toString());
        EXPECT_TRUE(b.hand(0).containsAll(cardList("JOKER 2H")));
        EXPECT_EQ(b.hand(0).size(), 6);
        EXPECT_EQ(b.hand(1).size(), 4);
    }
    EXPECT_EQ(asView(president).legalMoves().size(), 0u);
    EXPECT_EQ(asView(state.viewFor(2)).legalMoves().size(), 1u);
}

TEST(PresidentView, TheGiverOfTheBestHoldsNothingHigherInAnySample) {
    PresidentGame game;
    // The Vice-Beggar gives his best, a 9: the Vice-President then knows he holds no card
    // above a 9, whatever else is unseen.
    auto state = arrangeExchange(
        game, {"JOKER 2S 2H AC AD", "3S 4S 5S", "9S 9C 4H 5H", "3C 3D 3H 6D"}, {1, 2, 3, 4});
    play(state, "give 6D 3H");
    play(state, "give AC AD");
    ASSERT_EQ(state.currentActor(), 2);
    play(state, "give 9S");
    const auto vice = state.viewFor(1);
    Rng rng(9);
    for (int i = 0; i < 100; ++i) {
        const auto sampled = vice->sampleState(rng);
        for (Card card : static_cast<const PresidentState&>(*sampled).hand(2).cards())
            EXPECT_LE(valueOf(card), valueOf(cards::parseCardOrThrow("9C")));
    }
}

}  // namespace
}  // namespace lt::president

namespace lt::president {
namespace {

TEST(PresidentView, TheCardsGivenInTheExchangeAreListedAsSecret) {
    PresidentGame game;
    Match match(game, Options(std::map<std::string, std::string>{{"deals", "2"}}),
                {SeatSpec{false, "A", "easy", ""}, SeatSpec{false, "B", "easy", ""},
                 SeatSpec{false, "C", "easy", ""}, SeatSpec{false, "D", "easy", ""}},
                7);
    int gifts = 0, plays = 0;
    while (!match.state().isTerminal()) {
        const auto& state = static_cast<const PresidentState&>(match.state());
        if (state.isChanceNode()) {
            match.playChance();
            continue;
        }
        const Move move = state.legalMoves().front();
        const bool gift = kindOf(move) == MoveKind::Give;
        match.play(state.currentActor(), move);
        // A gift goes face down to one player; a play is seen by all.
        EXPECT_EQ(match.isSecretMove(match.ply() - 1), gift);
        gifts += gift;
        plays += !gift;
    }
    EXPECT_EQ(gifts, 4);
    EXPECT_GT(plays, 20);
}

}  // namespace
}  // namespace lt::president
