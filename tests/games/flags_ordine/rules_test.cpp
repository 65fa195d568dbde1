// The rules of "Metti in ordine!" (Flaggy, game 2), with the digest's test case 5.
#include <gtest/gtest.h>

#include <algorithm>

#include "framework/errors.h"
#include "framework/match.h"
#include "games/flags_ordine/game.h"

namespace lt::flags_ordine {
namespace {

class OrdineRules : public ::testing::Test {
  protected:
    int card(const std::string& code) const {
        const auto& cards = game_.newInitialState({}, 2)->clone();
        const auto& state = static_cast<const OrdineState&>(*cards);
        for (int i = 0; i < static_cast<int>(state.cards().size()); ++i)
            if (state.cards()[i].code == code) return i;
        throw std::invalid_argument(code);
    }
    std::vector<int> cards(std::initializer_list<const char*> codes) const {
        std::vector<int> out;
        for (const char* code : codes) out.push_back(card(code));
        return out;
    }
    OrdineState fresh(int players, Options options = {}) const {
        auto state = game_.newInitialState(options, players);
        return static_cast<const OrdineState&>(*state);
    }
    // Digest case 5: the row by area Malta, Switzerland, Italy; player 0 holds Germany.
    OrdineState germanyCase(int players = 3) const {
        OrdineState state = fresh(players);
        state.arrangeRace(cards({"MT", "CH", "IT"}), std::vector<bool>(players, true), 0,
                          card("DE"));
        return state;
    }

    OrdineGame game_;
};

TEST_F(OrdineRules, GermanyBetweenSwitzerlandAndItalyIsWrongAndMovesToTheEnd) {
    OrdineState state = germanyCase();
    state.apply(placeMove(2));
    ASSERT_EQ(state.phase(), Phase::Rescue);
    EXPECT_EQ(state.currentActor(), actor::chance);
    EXPECT_EQ(state.roller(), 0);  // he rolls the red die himself
    EXPECT_EQ(state.row(), cards({"MT", "CH", "IT", "DE"}));
    ASSERT_TRUE(state.lastCheck());
    EXPECT_FALSE(state.lastCheck()->right);
    EXPECT_EQ(state.lastCheck()->rightGap, 3);
    EXPECT_EQ(state.chanceOutcomes().size(), 6u);
}

TEST_F(OrdineRules, EuropeOrWorldSavesHim) {
    for (int face : {static_cast<int>(Continent::Europe), kWorldFace}) {
        OrdineState state = germanyCase();
        state.apply(placeMove(2));
        state.apply(dieMove(face));
        EXPECT_TRUE(state.inRace(0));
        EXPECT_TRUE(state.lastCheck()->saved);
        EXPECT_EQ(state.phase(), Phase::Drawing);
        EXPECT_EQ(state.turn(), 1);
        EXPECT_EQ(state.row(), cards({"MT", "CH", "IT", "DE"}));
    }
}

TEST_F(OrdineRules, AnyOtherContinentPutsHimOut) {
    for (int face = 1; face < kWorldFace; ++face) {
        OrdineState state = germanyCase();
        state.apply(placeMove(2));
        state.apply(dieMove(face));
        EXPECT_FALSE(state.inRace(0));
        EXPECT_FALSE(state.lastCheck()->saved);
        EXPECT_EQ(state.turn(), 1);
        EXPECT_EQ(state.playersInRace(), 2);
        EXPECT_EQ(state.row(), cards({"MT", "CH", "IT", "DE"}));  // moved to its place anyway
    }
}

TEST_F(OrdineRules, TheRightPlaceNeedsNoDie) {
    OrdineState state = germanyCase();
    state.apply(placeMove(3));
    EXPECT_TRUE(state.lastCheck()->right);
    EXPECT_EQ(state.phase(), Phase::Drawing);
    EXPECT_EQ(state.turn(), 1);
}

TEST_F(OrdineRules, TheSecondCardGoesLeftOrRight) {
    OrdineState state = fresh(2);
    state.arrangeRace(cards({"IT"}), {true, true}, 1, card("MT"));
    EXPECT_EQ(state.legalMoves(), (std::vector<Move>{placeMove(0), placeMove(1)}));
    EXPECT_EQ(germanyCase().legalMoves().size(), 4u);  // both ends and both gaps
}

TEST_F(OrdineRules, PlayersOutOfTheRaceAreSkipped) {
    OrdineState state = fresh(3);
    state.arrangeRace(cards({"MT", "CH", "IT"}), {true, false, true}, 0, card("DE"));
    state.apply(placeMove(3));
    EXPECT_EQ(state.turn(), 2);
}

TEST_F(OrdineRules, TheLastOneLeftWinsTheRaceAndTheCard) {
    OrdineState state = fresh(3);
    state.arrangeRace(cards({"MT", "CH", "IT"}), {true, false, true}, 0, card("DE"));
    state.apply(placeMove(0));
    state.apply(dieMove(static_cast<int>(Continent::Africa)));
    // Player 3 is the only one left: he takes Germany; the row goes to the used pile and he
    // opens the next race, everyone back in it.
    EXPECT_EQ(state.won(2), cards({"DE"}));
    EXPECT_EQ(state.lastRaceWinner(), 2);
    EXPECT_EQ(state.phase(), Phase::Opening);
    EXPECT_EQ(state.raceStarter(), 2);
    EXPECT_TRUE(state.row().empty());
    EXPECT_EQ(state.used(), cards({"MT", "CH", "IT"}));
    EXPECT_EQ(state.playersInRace(), 3);
    // His first card is free: after it the player to his left places.
    state.apply(cardMove(card("JP")));
    EXPECT_EQ(state.row(), cards({"JP"}));
    EXPECT_EQ(state.turn(), 0);
    EXPECT_EQ(state.phase(), Phase::Drawing);
}

TEST_F(OrdineRules, ThreeCardsWinTheGame) {
    OrdineState state = fresh(2);
    state.setWon({{}, cards({"FR", "GB"})});
    state.arrangeRace(cards({"MT", "CH", "IT"}), {true, true}, 0, card("DE"));
    state.apply(placeMove(1));
    state.apply(dieMove(static_cast<int>(Continent::Oceania)));
    ASSERT_TRUE(state.isTerminal());
    EXPECT_EQ(state.won(1), cards({"FR", "GB", "DE"}));
    EXPECT_EQ(state.ranking(), (std::vector<int>{2, 1}));
    EXPECT_EQ(state.scores(), (std::vector<int>{0, 3}));
}

TEST_F(OrdineRules, PopulationVariant) {
    Options options;
    options.set("order", "population");
    OrdineState state = fresh(2, options);
    // By population: Malta 0.56 M, Switzerland 8.85 M, Italy 59 M, Germany 84.5 M, but Russia
    // (144 M) is larger still and Canada (40.1 M) goes between Switzerland and Italy.
    state.arrangeRace(cards({"MT", "CH", "IT", "DE"}), {true, true}, 0, card("CA"));
    EXPECT_EQ(state.rightGap(card("CA")), 2);
    state.apply(placeMove(2));
    EXPECT_TRUE(state.lastCheck()->right);
    // By area Canada (9.98 M km²) would be last.
    EXPECT_EQ(germanyCase().rightGap(card("CA")), 3);
}

TEST_F(OrdineRules, AnEmptyDeckTakesBackTheUsedPile) {
    // Seat 3 (out of the race) holds every card but six, so the deck runs out quickly.
    OrdineState state = fresh(3);
    std::vector<int> rest;
    const auto inPlay = cards({"MT", "CH", "IT", "DE", "JP", "CN"});
    for (int c = 0; c < 48; ++c)
        if (std::find(inPlay.begin(), inPlay.end(), c) == inPlay.end()) rest.push_back(c);
    state.setWon({{}, {}, rest});
    state.arrangeRace(cards({"MT", "CH", "IT"}), {true, true, false}, 0, card("DE"));
    ASSERT_EQ(state.deck(), cards({"JP", "CN"}));
    state.apply(placeMove(0));
    state.apply(dieMove(static_cast<int>(Continent::Africa)));  // seat 2 wins Germany
    EXPECT_EQ(state.used(), cards({"MT", "CH", "IT"}));
    state.apply(cardMove(card("JP")));  // seat 2 opens the new row
    state.apply(cardMove(card("CN")));  // the next player takes the last card of the deck...
    EXPECT_TRUE(state.deck().empty());
    state.apply(placeMove(1));  // ...and puts China after Japan (377,915 km²): right
    // The used pile is the new deck.
    EXPECT_EQ(state.phase(), Phase::Drawing);
    EXPECT_EQ(state.deck(), cards({"IT", "CH", "MT"}));  // box order
    EXPECT_TRUE(state.used().empty());
}

TEST_F(OrdineRules, ARaceWithNothingLeftToDrawEndsWithoutAWinner) {
    OrdineState state = fresh(3);
    std::vector<int> rest;
    const auto inPlay = cards({"MT", "CH", "IT", "DE"});
    for (int c = 0; c < 48; ++c)
        if (std::find(inPlay.begin(), inPlay.end(), c) == inPlay.end()) rest.push_back(c);
    state.setWon({{}, {}, rest});
    state.arrangeRace(cards({"MT", "CH", "IT"}), {true, true, false}, 0, card("DE"));
    ASSERT_TRUE(state.deck().empty());
    state.apply(placeMove(3));
    // Every card left is in the row: the next player starts a new race with them.
    EXPECT_EQ(state.phase(), Phase::Opening);
    EXPECT_EQ(state.raceNumber(), 2);
    EXPECT_EQ(state.raceStarter(), 1);
    EXPECT_EQ(state.deck().size(), 4u);
    EXPECT_EQ(state.lastRaceWinner(), -1);
}

TEST_F(OrdineRules, NotationReadsBack) {
    OrdineState state = germanyCase();
    EXPECT_EQ(state.moveToString(placeMove(2)), "place de 2");
    EXPECT_EQ(state.parseMove("place de 2"), placeMove(2));
    EXPECT_FALSE(state.parseMove("place de 9"));
    EXPECT_THROW(state.apply(placeMove(9)), IllegalMove);
    state.apply(placeMove(2));
    EXPECT_EQ(state.moveToString(dieMove(kWorldFace)), "die world");
    EXPECT_EQ(state.parseMove("die europe"), dieMove(0));
}

TEST_F(OrdineRules, ABadOptionIsAnInputError) {
    Options options;
    options.set("order", "height");
    EXPECT_THROW(game_.newInitialState(options, 2), InputError);
    EXPECT_THROW(game_.newInitialState({}, 11), InputError);
}

}  // namespace
}  // namespace lt::flags_ordine
