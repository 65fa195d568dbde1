// The test cases of the rules digest (../shared/rules-digest/rectangles.md, section 7), one
// test each.
#include <gtest/gtest.h>

#include <set>

#include "framework/errors.h"
#include "games/rectangle_race/game.h"
#include "games/rectangle_race/state.h"

namespace lt::rectangle_race {
namespace {

class RectangleDigestCases : public ::testing::Test {
  protected:
    RaceState start(int players, int card) {
        RaceState state(game, players);
        state.apply(dealMove(card));
        return state;
    }
    static int place(int card) { return placeOf(rectangleOfCard(card)); }
    RaceGame game;
};

// 1. 35 cards, 35 distinct sizes, none a rotation of another; boards of 6, 6, 6, 6, 6, 5.
TEST_F(RectangleDigestCases, Case1DataIntegrity) {
    std::set<std::pair<int, int>> sizes;
    std::array<int, kBoards> perBoard{};
    std::set<int> places;
    for (const Rectangle& r : rectangles()) {
        sizes.insert({r.widthMm, r.heightMm});
        ++perBoard[r.board];
        places.insert(placeOf(r));
    }
    EXPECT_EQ(rectangles().size(), 35u);
    EXPECT_EQ(sizes.size(), 35u);
    EXPECT_EQ(places.size(), 35u);
    for (const auto& [w, h] : sizes) EXPECT_EQ(sizes.count({h, w}), 0u) << w << "x" << h;
    EXPECT_EQ(perBoard, (std::array<int, kBoards>{6, 6, 6, 6, 6, 5}));
    EXPECT_EQ(cardAtPlace(placeOf(5, 6)), 0);  // purple's empty cell
}

// 2. Card 22 (52 x 16) matches only blue cell 4.
TEST_F(RectangleDigestCases, Case2Matching) {
    EXPECT_EQ(place(22), placeOf(3, 4));
    EXPECT_EQ(cardAtPlace(placeOf(2, 4)), 21);  // 52 x 12, green 4
    EXPECT_EQ(cardAtPlace(placeOf(4, 3)), 17);  // 44 x 16, orange 3
    RaceState state = start(3, 22);
    state.applyClaim(0, dropMove(placeOf(2, 4), 900));
    state.applyClaim(1, dropMove(placeOf(4, 3), 1000));
    state.applyClaim(2, dropMove(placeOf(3, 4), 1100));
    state.apply(revealMove());
    EXPECT_EQ(state.lastEvent().right, std::vector<PlayerId>{2});
    EXPECT_EQ(state.scores(), (std::vector<int>{0, 0, 1}));
}

// 3. Two pawns fill a place with 4 players; one with 2 players.
TEST_F(RectangleDigestCases, Case3Capacity) {
    RaceState four = start(4, 1);
    const int orange3 = placeOf(4, 3);
    four.applyClaim(0, dropMove(orange3, 1000));
    four.applyClaim(1, dropMove(orange3, 1100));
    EXPECT_FALSE(four.isLegalClaim(2, dropMove(orange3, 1200)));
    EXPECT_THROW(four.applyClaim(2, dropMove(orange3, 1200)), IllegalMove);
    EXPECT_TRUE(four.isLegalClaim(2, dropMove(placeOf(0, 1), 1200)));

    RaceState two = start(2, 1);
    two.applyClaim(0, dropMove(orange3, 1000));
    EXPECT_FALSE(two.isLegalClaim(1, dropMove(orange3, 1100)));
    EXPECT_EQ(two.claimMoves(1).size(), 34u);  // 35 printed places, one full
}

// 4. Nobody right: the card goes to the box, nobody scores, the deck loses one card.
TEST_F(RectangleDigestCases, Case4NobodyRight) {
    RaceState state = start(3, 10);
    state.applyClaim(0, dropMove(place(9), 2000));
    state.apply(revealMove());
    EXPECT_EQ(state.scores(), (std::vector<int>{0, 0, 0}));
    EXPECT_EQ(state.boxed(), 1);
    EXPECT_EQ(state.deck().size(), 34u);
}

// 5. One right: +1 card, the deck loses one card.
TEST_F(RectangleDigestCases, Case5OneRight) {
    RaceState state = start(3, 10);
    state.applyClaim(1, dropMove(place(10), 2000));
    state.applyClaim(0, dropMove(place(9), 2100));
    state.apply(revealMove());
    EXPECT_EQ(state.scores(), (std::vector<int>{0, 1, 0}));
    EXPECT_EQ(state.deck().size(), 34u);
}

// 6. Two right: the earlier stamp takes the turned card, the other one from the deck (A2).
TEST_F(RectangleDigestCases, Case6TwoRight) {
    RaceState state = start(4, 10);
    // Player 3's drop was made later in the match but stamped earlier: the stamp decides.
    state.applyClaim(0, dropMove(place(10), 2500));
    state.applyClaim(2, dropMove(place(10), 2400));
    const auto outcomes = state.chanceOutcomes();
    ASSERT_EQ(outcomes.size(), 34u);
    state.apply(revealMove(7));
    EXPECT_EQ(state.lastEvent().right, (std::vector<PlayerId>{2, 0}));
    EXPECT_EQ(state.lastEvent().deckCard, 7);
    EXPECT_EQ(state.scores(), (std::vector<int>{1, 0, 1, 0}));
    EXPECT_EQ(state.deck().size(), 33u);
}

// 7. The game ends with one card left; two right players every round: 17 rounds.
TEST_F(RectangleDigestCases, Case7End) {
    RaceState state(game, 3);
    while (!state.isTerminal()) {
        const int card = state.deck().front();
        state.apply(dealMove(card));
        state.applyClaim(0, dropMove(place(card), 1000));
        state.applyClaim(1, dropMove(place(card), 1500));
        state.apply(revealMove(state.deck().back()));
    }
    EXPECT_EQ(state.rounds(), 17);
    EXPECT_EQ(state.deck().size(), 1u);
    EXPECT_EQ(state.scores(), (std::vector<int>{17, 17, 0}));
}

// 8. 9, 7, 7, 4 cards: the first wins; 8, 8, 5: a shared win.
TEST_F(RectangleDigestCases, Case8Winner) {
    const auto playTo = [&](std::vector<int> targets) {
        RaceState state(game, static_cast<int>(targets.size()));
        std::vector<int> won(targets.size(), 0);
        for (PlayerId p = 0; p < static_cast<PlayerId>(targets.size()); ++p) {
            for (int i = 0; i < targets[p]; ++i) {
                const int card = state.deck().front();
                state.apply(dealMove(card));
                state.applyClaim(p, dropMove(place(card), 1000));
                state.apply(revealMove());
            }
        }
        while (!state.isTerminal()) {
            state.apply(dealMove(state.deck().front()));
            state.apply(revealMove());
        }
        return state.ranking();
    };
    EXPECT_EQ(playTo({9, 7, 7, 4}), (std::vector<int>{1, 2, 2, 4}));
    EXPECT_EQ(playTo({8, 8, 5}), (std::vector<int>{1, 1, 3}));
}

}  // namespace
}  // namespace lt::rectangle_race
