// The test cases of the rules digest (docs: rules-digest/sequence-kids.md §7), one by one.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <map>

#include "arrange.h"
#include "games/sequence_kids/rules.h"

namespace lt::sequence_kids {
namespace {

using namespace fixture;
using ::testing::ElementsAre;
using ::testing::UnorderedElementsAre;

class DigestCases : public ::testing::Test {
  protected:
    SequenceKidsGame game_;
};

// 1. Data integrity.
TEST_F(DigestCases, BoardAndDeckHoldWhatTheDigestLists) {
    std::map<Animal, int> pictured;
    int corners = 0;
    for (Cell cell = 0; cell < kCells; ++cell) {
        if (isCorner(cell))
            ++corners;
        else
            ++pictured[*animalAt(cell)];
    }
    EXPECT_EQ(kCells, 42);
    EXPECT_EQ(corners, 4);
    EXPECT_TRUE(isCorner(at("r1c1")) && isCorner(at("r1c7")) && isCorner(at("r6c1")) &&
                isCorner(at("r6c7")));
    EXPECT_EQ(pictured.size(), 19u);
    for (const auto& [animal, count] : pictured) EXPECT_EQ(count, 2) << animalName(animal);
    const Cards deck = Cards::fullDeck();
    EXPECT_EQ(deck.size(), 42);
    int animalCards = 0;
    for (Card card = 0; card < kAnimals; ++card) animalCards += deck.count(card);
    EXPECT_EQ(animalCards, 38);
    EXPECT_EQ(deck.count(kDragon), 2);
    EXPECT_EQ(deck.count(kUnicorn), 2);
    EXPECT_EQ(allLines().size(), 69u);
    // Spot checks against the digest's table.
    EXPECT_EQ(animalAt(at("r1c2")), Animal::Kangaroo);
    EXPECT_EQ(animalAt(at("r4c4")), Animal::Penguin);
    EXPECT_EQ(animalAt(at("r6c6")), Animal::Ostrich);
    EXPECT_EQ(animalAt(at("r5c7")), Animal::Owl);
}

// 2. Placement.
TEST_F(DigestCases, AFoxGoesOnEitherFoxWhileItIsFree) {
    auto state = arrange(game_, {.hands = {"fox", "owl"}});
    EXPECT_THAT(legalTexts(state), UnorderedElementsAre("fox r2c2", "fox r4c5"));
    auto taken = arrange(game_, {.hands = {"fox", "owl"}, .chips = "r2c2:1"});
    EXPECT_THAT(legalTexts(taken), ElementsAre("fox r4c5"));
}

// 3. Dead card (A3): discard it, draw a replacement, then play the turn as usual.
TEST_F(DigestCases, ADeadCardIsReplacedAndTheTurnGoesOn) {
    auto state =
        arrange(game_, {.hands = {"lion owl bear", "frog zebra panda"}, .chips = "r1c6:1 r5c5:1"});
    EXPECT_TRUE(isDead(cardOf(Animal::Lion), state.table().chips, red));
    EXPECT_THAT(legalTexts(state), UnorderedElementsAre("dead lion", "owl r5c7", "owl r6c4",
                                                        "bear r3c6", "bear r5c2"));
    play(state, "dead lion");
    EXPECT_TRUE(state.isChanceNode());
    EXPECT_EQ(state.table().discards[red], std::vector<Card>{cardOf(Animal::Lion)});
    play(state, "draw fox");
    EXPECT_EQ(state.currentActor(), red);
    EXPECT_EQ(state.hand(red), cardsOf("owl bear fox"));
    play(state, "fox r2c2");
    play(state, "draw tiger");
    EXPECT_EQ(state.hand(red), cardsOf("owl bear tiger"));
    EXPECT_EQ(state.hand(red).size(), 3);
    EXPECT_EQ(state.currentActor(), yellow);
    EXPECT_EQ(state.table().chips[at("r2c2")], red);
}

// 4. Corner line.
TEST_F(DigestCases, ThreeChipsBesideAFreeCornerWin) {
    auto state = arrange(
        game_, {.hands = {"parrot owl bear", "frog zebra panda"}, .chips = "r1c2:0 r1c3:0"});
    play(state, "parrot r1c4");
    EXPECT_TRUE(state.isTerminal());
    EXPECT_EQ(state.table().winner, red);
    EXPECT_EQ(state.ranking(), (std::vector<int>{1, 2}));
    EXPECT_EQ(state.table().winningCells,
              (std::vector<Cell>{at("r1c1"), at("r1c2"), at("r1c3"), at("r1c4")}));
}

// 5. Diagonal with corner.
TEST_F(DigestCases, ADiagonalFromACornerWins) {
    auto state = arrange(
        game_, {.hands = {"owl", "bear", "penguin"}, .chips = "r2c2:2 r3c3:2", .turn = blue});
    play(state, "penguin r4c4");
    EXPECT_TRUE(state.isTerminal());
    EXPECT_EQ(state.ranking(), (std::vector<int>{2, 2, 1}));
    EXPECT_EQ(state.table().winningCells,
              (std::vector<Cell>{at("r1c1"), at("r2c2"), at("r3c3"), at("r4c4")}));
}

// 6. Gap.
TEST_F(DigestCases, FourChipsWithAGapAreNoSequence) {
    auto state = arrange(game_, {.hands = {"owl", "bear", "frog", "kangaroo"},
                                 .chips = "r3c1:3 r3c2:3 r3c4:3",
                                 .turn = green});
    play(state, "kangaroo r3c5");
    EXPECT_FALSE(state.isTerminal());
    EXPECT_TRUE(sequenceCells(state.table().chips, green).empty());
    EXPECT_TRUE(state.isChanceNode());
}

// 7. Dragon: the chip comes off, the turn ends, a card is drawn.
TEST_F(DigestCases, ADragonTakesAnOpponentsChipAndEndsTheTurn) {
    auto state = arrange(
        game_,
        {.hands = {"owl owl bear", "dragon tiger frog"}, .chips = "r3c3:0 r2c3:1", .turn = yellow});
    // Only the opponent's chip may go, never the own one.
    const auto moves = legalTexts(state);
    EXPECT_THAT(moves, ::testing::Contains("dragon r3c3"));
    EXPECT_THAT(moves, ::testing::Not(::testing::Contains("dragon r2c3")));
    play(state, "dragon r3c3");
    EXPECT_EQ(state.table().chips[at("r3c3")], kNoChip);
    // No placement follows in this turn: the next thing is Yellow's draw, then Red plays.
    EXPECT_TRUE(state.isChanceNode());
    play(state, "draw lion");
    EXPECT_EQ(state.hand(yellow), cardsOf("tiger frog lion"));
    EXPECT_EQ(state.currentActor(), red);
}

// 8. Unicorn.
TEST_F(DigestCases, AUnicornTakesAnyFreeSpace) {
    auto state = arrange(game_, {.hands = {"unicorn owl bear", "frog zebra panda"}});
    const auto moves = legalTexts(state);
    EXPECT_THAT(moves, ::testing::Contains("unicorn r4c4"));
    // Any of the 38 animal spaces, never a corner.
    EXPECT_EQ(std::count_if(moves.begin(), moves.end(),
                            [](const std::string& m) { return m.rfind("unicorn", 0) == 0; }),
              38);
    EXPECT_THAT(moves, ::testing::Not(::testing::Contains("unicorn r1c1")));
    play(state, "unicorn r4c4");
    EXPECT_EQ(state.table().chips[at("r4c4")], red);
    EXPECT_EQ(state.hand(red), cardsOf("owl bear"));
}

// 9. Draw pile empty: the discards become the draw pile; hands do not change.
TEST_F(DigestCases, AnEmptyDrawPileIsRefilledFromEveryDiscardPile) {
    auto state = arrange(game_, {.hands = {"owl bear fox", "frog zebra panda"},
                                 .discards = {"lion", "tiger"},
                                 .emptyDrawPile = true});
    EXPECT_EQ(state.drawPile().size(), 0);
    play(state, "owl r5c7");
    // Every card but the six in the hands.
    EXPECT_EQ(state.drawPile().size(), 42 - 5);
    EXPECT_EQ(state.drawPile().count(cardOf(Animal::Owl)), 2);
    EXPECT_EQ(state.table().discardCount(), 0);
    EXPECT_EQ(state.hand(red), cardsOf("bear fox"));
    EXPECT_EQ(state.hand(yellow), cardsOf("frog zebra panda"));
    play(state, "draw lion");
    EXPECT_EQ(state.hand(red), cardsOf("bear fox lion"));
}

// 10. Shared corner.
TEST_F(DigestCases, TwoPlayersMayCountTheSameCorner) {
    Chips chips;
    chips.fill(kNoChip);
    for (const char* cell : {"r6c4", "r6c5", "r6c6"}) chips[at(cell)] = red;
    for (const char* cell : {"r3c7", "r4c7", "r5c7"}) chips[at(cell)] = blue;
    EXPECT_THAT(sequenceCells(chips, red),
                ElementsAre(at("r6c4"), at("r6c5"), at("r6c6"), at("r6c7")));
    EXPECT_THAT(sequenceCells(chips, blue),
                ElementsAre(at("r3c7"), at("r4c7"), at("r5c7"), at("r6c7")));
}

}  // namespace
}  // namespace lt::sequence_kids
