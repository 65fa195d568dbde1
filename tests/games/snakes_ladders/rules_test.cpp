// Every ladder and snake of the layout, the bounce back and its house-rule alternatives, and
// the digest's test cases 1-9, each with its exact outcome.
#include <gtest/gtest.h>

#include "framework/errors.h"
#include "games/snakes_ladders/game.h"

namespace lt::snakes {
namespace {

class SnakesRules : public ::testing::Test {
  protected:
    std::unique_ptr<SnakesState> at(int square, int players = 2) {
        SnakesSetup setup;
        setup.numPlayers = players;
        setup.squares.assign(players, 0);
        setup.squares[0] = square;
        return SnakesState::fromSetup(game_, rules_, setup);
    }
    // Seat 0 on `square` rolls `value`: where it ends.
    int landing(int square, int value) {
        auto s = at(square);
        s->apply(SnakesState::rollMove(value));
        return s->square(0);
    }

    SnakesGame game_;
    Rules rules_;
};

using Kind = Leg::Kind;

TEST_F(SnakesRules, LadderFromTheStart) {  // test 1
    auto s = at(0);
    s->apply(SnakesState::rollMove(1));
    EXPECT_EQ(s->square(0), 38);
    ASSERT_EQ(s->lastTurn().legs.size(), 2u);
    EXPECT_EQ(s->lastTurn().legs[0], (Leg{Kind::Walk, {0, 1}}));
    EXPECT_EQ(s->lastTurn().legs[1], (Leg{Kind::Ladder, {1, 38}}));
}

TEST_F(SnakesRules, SnakeSlidesDown) {  // test 2
    auto s = at(12);
    s->apply(SnakesState::rollMove(4));
    EXPECT_EQ(s->square(0), 6);
    EXPECT_EQ(s->lastTurn().legs.back(), (Leg{Kind::Snake, {16, 6}}));
}

TEST_F(SnakesRules, TopLadderWins) {  // test 3
    auto s = at(76);
    s->apply(SnakesState::rollMove(4));
    EXPECT_EQ(s->square(0), 100);
    EXPECT_TRUE(s->lastTurn().won);
    EXPECT_TRUE(s->isTerminal());
    EXPECT_EQ(s->ranking(), (std::vector<int>{1, 2}));
}

TEST_F(SnakesRules, ExactFinishAndBounceOntoTheSnake) {  // test 4
    EXPECT_EQ(landing(99, 1), 100);
    auto s = at(99);
    s->apply(SnakesState::rollMove(3));
    EXPECT_EQ(s->square(0), 78);
    EXPECT_TRUE(s->lastTurn().bounced);
    EXPECT_EQ(s->lastTurn().legs[0], (Leg{Kind::Walk, {99, 100, 99, 98}}));
    EXPECT_EQ(s->lastTurn().legs[1], (Leg{Kind::Snake, {98, 78}}));
}

TEST_F(SnakesRules, BounceFrom97) {  // test 5
    EXPECT_EQ(landing(97, 5), 78);
}

TEST_F(SnakesRules, PassingOverSnakesDoesNothing) {  // test 6
    auto s = at(94);
    s->apply(SnakesState::rollMove(6));
    EXPECT_EQ(s->square(0), 100);
    EXPECT_EQ(s->lastTurn().legs.size(), 1u);
}

TEST_F(SnakesRules, SixGivesNoExtraRoll) {  // test 7
    auto s = at(10);
    s->apply(SnakesState::rollMove(6));
    EXPECT_EQ(s->square(0), 6);
    EXPECT_EQ(s->turn(), 1);
    EXPECT_FALSE(s->lastTurn().rollsAgain);
}

TEST_F(SnakesRules, PawnsShareSquares) {  // test 8
    SnakesSetup setup;
    setup.numPlayers = 2;
    setup.squares = {37, 35};
    auto s = SnakesState::fromSetup(game_, rules_, setup);
    s->apply(SnakesState::rollMove(1));
    s->apply(SnakesState::rollMove(3));
    EXPECT_EQ(s->scores(), (std::vector<int>{38, 38}));
}

TEST_F(SnakesRules, BounceArithmeticWithoutChutes) {  // test 9: 200 - 97 - 6 = 97
    auto s = at(97);
    s->apply(SnakesState::rollMove(6));
    EXPECT_EQ(s->lastTurn().legs[0].squares, (std::vector<int>{97, 98, 99, 100, 99, 98, 97}));
    EXPECT_EQ(s->square(0), 97);
}

TEST_F(SnakesRules, EveryLadderAndSnake) {
    const std::pair<int, int> expected[] = {{1, 38},  {4, 14},  {9, 31},  {21, 42},  {28, 84},
                                            {36, 44}, {51, 67}, {71, 91}, {80, 100}, {16, 6},
                                            {47, 26}, {49, 11}, {56, 53}, {62, 19},  {64, 60},
                                            {87, 24}, {93, 73}, {95, 75}, {98, 78}};
    for (const auto& [from, to] : expected) {
        // Reach `from` with a roll from up to 6 squares below (from a square with no chute).
        int start = from - 1, value = 1;
        while (start > 0 && chuteAt(start)) --start, ++value;
        ASSERT_LE(value, 6);
        EXPECT_EQ(landing(start, value), to) << "from " << from;
    }
    int chutes = 0;
    for (int sq = 0; sq <= 100; ++sq) chutes += chuteAt(sq).has_value();
    EXPECT_EQ(chutes, 19);
    for (int sq = 0; sq <= 100; ++sq)
        if (const auto c = chuteAt(sq)) {
            EXPECT_FALSE(chuteAt(c->to)) << "no chains";
        }
}

TEST_F(SnakesRules, OvershootStayHouseRule) {
    rules_.overshoot = Overshoot::Stay;
    auto s = at(97);
    s->apply(SnakesState::rollMove(5));
    EXPECT_EQ(s->square(0), 97);
    EXPECT_TRUE(s->lastTurn().legs.empty());
    EXPECT_EQ(s->turn(), 1);
    EXPECT_EQ(landing(97, 3), 100);
}

TEST_F(SnakesRules, OvershootFinishHouseRule) {
    rules_.overshoot = Overshoot::Finish;
    auto s = at(97);
    s->apply(SnakesState::rollMove(5));
    EXPECT_EQ(s->square(0), 100);
    EXPECT_EQ(s->lastTurn().legs[0].squares, (std::vector<int>{97, 98, 99, 100}));
    EXPECT_TRUE(s->isTerminal());
}

TEST_F(SnakesRules, SixAgainHouseRule) {
    rules_.sixRollsAgain = true;
    auto s = at(10);
    s->apply(SnakesState::rollMove(6));
    EXPECT_TRUE(s->lastTurn().rollsAgain);
    EXPECT_EQ(s->turn(), 0);
    s->apply(SnakesState::rollMove(2));
    EXPECT_EQ(s->square(0), 8);
    EXPECT_EQ(s->turn(), 1);
}

TEST_F(SnakesRules, PlayOnForPlaces) {
    rules_.playOnForPlaces = true;
    SnakesSetup setup;
    setup.numPlayers = 3;
    setup.squares = {99, 99, 5};
    auto s = SnakesState::fromSetup(game_, rules_, setup);
    s->apply(SnakesState::rollMove(1));  // seat 0 first
    EXPECT_FALSE(s->isTerminal());
    EXPECT_EQ(s->turn(), 1);
    s->apply(SnakesState::rollMove(1));  // seat 1 second, seat 2 last
    EXPECT_TRUE(s->isTerminal());
    EXPECT_EQ(s->ranking(), (std::vector<int>{1, 2, 3}));
}

TEST_F(SnakesRules, NotationAndBadInput) {
    auto s = at(0);
    EXPECT_EQ(s->moveToString(SnakesState::rollMove(4)), "roll 4");
    EXPECT_EQ(s->parseMove("roll 6"), SnakesState::rollMove(6));
    EXPECT_EQ(s->parseMove("roll 7"), std::nullopt);
    EXPECT_THROW(s->apply(0), IllegalMove);
    EXPECT_THROW(s->apply(7), IllegalMove);
    SnakesSetup setup;
    setup.squares = {16, 0};
    EXPECT_THROW(SnakesState::fromSetup(game_, rules_, setup), InputError);
    setup.squares = {100, 0};
    EXPECT_THROW(SnakesState::fromSetup(game_, rules_, setup), InputError);
    EXPECT_THROW(game_.newInitialState(
                     Options(std::map<std::string, std::string>{{"overshoot", "wrap"}}), 2),
                 InputError);
    EXPECT_THROW(game_.newInitialState({}, 1), InputError);
}

}  // namespace
}  // namespace lt::snakes
