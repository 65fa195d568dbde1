// The rules beyond the digest's cases: the deal, teams, dead Dragons and Unicorns (A4), the
// dead-card option, passing, and the draw game (A7).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/errors.h"
#include "framework/view.h"
#include "games/sequence_kids/moves.h"
#include "games/sequence_kids/rules.h"

namespace lt::sequence_kids {
namespace {

using namespace fixture;
using ::testing::ElementsAre;

class Rules : public ::testing::Test {
  protected:
    SequenceKidsGame game_;
};

TEST_F(Rules, ThreeCardsEachAreDealtOneAtATimeFromTheDealersLeft) {
    auto state = game_.newInitialState({}, 3);
    const char* cards[] = {"fox",  "owl",   "bear",  "lion", "tiger",
                           "frog", "zebra", "panda", "whale"};
    for (const char* card : cards) {
        ASSERT_TRUE(state->isChanceNode());
        play(*state, std::string("deal ") + card);
    }
    const auto& kids = dynamic_cast<const SequenceKidsState&>(*state);
    EXPECT_EQ(kids.hand(0), cardsOf("fox lion zebra"));
    EXPECT_EQ(kids.hand(1), cardsOf("owl tiger panda"));
    EXPECT_EQ(kids.hand(2), cardsOf("bear frog whale"));
    EXPECT_EQ(kids.drawPile().size(), 33);
    EXPECT_EQ(state->currentActor(), 0);
    EXPECT_EQ(kids.table().handCounts, (std::vector<int>{3, 3, 3}));
}

TEST_F(Rules, PlayersAreTwoToFour) {
    EXPECT_THROW(game_.newInitialState({}, 1), InputError);
    EXPECT_THROW(game_.newInitialState({}, 5), InputError);
    EXPECT_NO_THROW(game_.newInitialState({}, 4));
}

TEST_F(Rules, TeamsShareChipsAndWinTogether) {
    auto state = arrange(game_, {.hands = {"owl", "bear", "parrot", "frog"},
                                 .chips = "r1c2:0 r1c3:0",
                                 .turn = blue,
                                 .teams = true});
    EXPECT_EQ(state.table().sideOf(blue), 0);
    play(state, "parrot r1c4");
    EXPECT_TRUE(state.isTerminal());
    EXPECT_EQ(state.ranking(), (std::vector<int>{1, 2, 1, 2}));
}

// With teams, chips belong to sides: r3c3 is Blue's, Red's partner (side 0).
TEST_F(Rules, ADragonNeverTakesAPartnersChip) {
    auto state = arrange(
        game_,
        {.hands = {"dragon", "owl", "bear", "frog"}, .chips = "r3c3:0 r4c4:1", .teams = true});
    EXPECT_THAT(legalTexts(state), ElementsAre("dragon r4c4"));
}

TEST_F(Rules, TeamsNeedFourPlayers) {
    Options options;
    options.set("teams", "true");
    auto state = game_.newInitialState(options, 3);
    EXPECT_FALSE(dynamic_cast<const SequenceKidsState&>(*state).table().teams);
}

// A4: a Dragon with no opponent chip on the board is a dead card.
TEST_F(Rules, ADragonWithNothingToTakeIsDead) {
    auto state = arrange(game_, {.hands = {"dragon owl owl", "frog"}, .chips = "r3c3:0"});
    EXPECT_THAT(legalTexts(state), ElementsAre("owl r5c7", "owl r6c4", "dead dragon"));
}

// A4: a Unicorn with no free space is dead (the board is full but for the owls, which are
// covered by the other player in this test).
TEST_F(Rules, AUnicornWithNoFreeSpaceIsDead) {
    Chips chips;
    chips.fill(kNoChip);
    for (Cell cell = 0; cell < kCells; ++cell)
        if (!isCorner(cell)) chips[cell] = 1;
    EXPECT_TRUE(isDead(kUnicorn, chips, 0));
    EXPECT_FALSE(isDead(kDragon, chips, 0));
    EXPECT_TRUE(boardFull(chips));
}

// The option of A3: discarding a dead card and drawing is the whole turn.
TEST_F(Rules, WithTheOptionADeadCardEndsTheTurn) {
    auto state = arrange(game_, {.hands = {"lion owl bear", "frog zebra panda"},
                                 .chips = "r1c6:1 r5c5:1",
                                 .deadCardEndsTurn = true});
    play(state, "dead lion");
    play(state, "draw fox");
    EXPECT_EQ(state.currentActor(), yellow);
    EXPECT_EQ(state.hand(red), cardsOf("owl bear fox"));
}

// A player who has gone through every card he could draw without finding a live one passes;
// when every player passes in a row the game is a draw (A7).
TEST_F(Rules, APlayerWithOnlyDeadCardsPassesOnceTheCardsAreGoneThrough) {
    auto state = arrange(game_, {.hands = {"lion lion owl", "frog zebra panda"},
                                 .chips = "r1c6:1 r5c5:1 r5c7:1 r6c4:1"});
    EXPECT_EQ(state.table().replaceLimit, 36);
    Table table = state.table();
    table.replaced = table.replaceLimit;
    SequenceKidsState spent(game_, table, {state.hand(red), state.hand(yellow)}, state.drawPile());
    EXPECT_THAT(legalTexts(spent), ElementsAre("pass"));
    play(spent, "pass");
    EXPECT_EQ(spent.currentActor(), yellow);
    EXPECT_EQ(spent.table().passesInRow, 1);
    EXPECT_EQ(spent.table().replaced, 0);
}

TEST_F(Rules, EveryonePassingIsADraw) {
    auto state = arrange(game_, {.hands = {"lion", "lion"}, .chips = "r1c6:1 r5c5:1"});
    Table table = state.table();
    table.replaced = table.replaceLimit;
    table.passesInRow = 1;
    SequenceKidsState last(game_, table, {state.hand(red), state.hand(yellow)}, state.drawPile());
    play(last, "pass");
    EXPECT_TRUE(last.isTerminal());
    EXPECT_EQ(last.ranking(), (std::vector<int>{1, 1}));
}

TEST_F(Rules, FillingTheBoardWithoutASequenceIsADraw) {
    // Every space covered in a pattern without four in a row but r5c7 (owl).
    std::string chips;
    for (Cell cell = 0; cell < kCells; ++cell) {
        if (isCorner(cell) || cell == at("r5c7")) continue;
        // Columns in pairs (0 0 1 1 0 0 1), flipped every row: never three in a row.
        const int side = (columnOf(cell) / 2 + rowOf(cell)) % 2;
        chips += cellName(cell) + ":" + std::to_string(side) + " ";
    }
    auto state = arrange(game_, {.hands = {"owl", "frog"}, .chips = chips});
    ASSERT_TRUE(sequenceCells(state.table().chips, 0).empty());
    ASSERT_TRUE(sequenceCells(state.table().chips, 1).empty());
    play(state, "owl r5c7");
    ASSERT_TRUE(sequenceCells(state.table().chips, 0).empty());
    EXPECT_TRUE(state.isTerminal());
    EXPECT_EQ(state.table().winner, kNoWinner);
    EXPECT_EQ(state.ranking(), (std::vector<int>{1, 1}));
}

TEST_F(Rules, IllegalMovesAreRefused) {
    auto state = arrange(game_, {.hands = {"fox owl bear", "frog zebra panda"}});
    EXPECT_FALSE(state.parseMove("fox r1c1"));
    EXPECT_FALSE(state.parseMove("frog r2c5"));
    EXPECT_THROW(state.apply(placeMove(cardOf(Animal::Frog), at("r2c5"))), IllegalMove);
    EXPECT_THROW(state.apply(chanceCardMove(kDragon)), IllegalMove);
    EXPECT_THROW(state.apply(dragonMove(at("r2c2"))), IllegalMove);
}

TEST_F(Rules, MovesReadBackFromTheirNotation) {
    auto state =
        arrange(game_, {.hands = {"fox dragon unicorn", "frog zebra panda"}, .chips = "r3c3:1"});
    for (Move move : state.legalMoves()) EXPECT_EQ(state.parseMove(state.moveToString(move)), move);
}

}  // namespace
}  // namespace lt::sequence_kids
