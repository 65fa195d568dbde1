// A game of 421 through its moves: the charge from the pot, the discharge between players,
// play-offs, 221, leaving the game and the end (digest test cases 3-10).
#include <gtest/gtest.h>

#include "framework/errors.h"
#include "test_support.h"

namespace lt::dice421 {
namespace {

using test::hand;
using test::newGame;
using test::play;

class Dice421State : public ::testing::Test {
  protected:
    // Four charge rounds with three players, ending with the pot empty (test case 6):
    // A 6 tokens, B 13, C 2; the discharge begins, led by B.
    std::unique_ptr<State421> afterTheCharge(Options options = {}) {
        auto state = newGame(game_, 3, options);
        play(*state, {"roll 4 2 1", "roll 3 3 1", "roll 1 1 1"});  // B takes 10: pot 11
        play(*state, {"roll 6 6 6", "roll 6 5 4", "roll 5 3 2"});  // B leads; A takes 6: pot 5
        play(*state, {"roll 2 2 2", "roll 6 6 5", "roll 6 5 3"});  // A leads; C takes 2: pot 3
        EXPECT_EQ(state->pot(), 3);
        play(*state, {"roll 4 2 1", "roll 6 6 5", "roll 6 6 4"});  // C leads; B takes the last 3
        return state;
    }

    Game421 game_;
};

TEST_F(Dice421State, TheChargeIsOneThrowEachFromThePot) {
    auto state = newGame(game_, 3);
    EXPECT_EQ(state->stage(), Stage::Charge);
    EXPECT_EQ(state->pot(), 21);
    EXPECT_TRUE(state->isChanceNode());
    EXPECT_EQ(state->roller(), 0);
    EXPECT_EQ(state->chanceOutcomes().size(), 56u);
    play(*state, {"roll 6 6 6"});
    EXPECT_EQ(state->roller(), 1);  // no choice: one throw and the turn passes
}

TEST_F(Dice421State, TestCase3TheWorstTakesTheBestsValue) {
    auto state = newGame(game_, 3);
    play(*state, {"roll 6 6 6", "roll 5 3 2", "roll 6 4 1"});
    EXPECT_EQ(state->tokens(1), 6);
    EXPECT_EQ(state->pot(), 15);
    EXPECT_EQ(state->lastRound()->best, 0);
    EXPECT_EQ(state->lastRound()->worst, 1);
    // S6: who received tokens starts the next round.
    EXPECT_EQ(state->roundOrder(), (std::vector<PlayerId>{1, 2, 0}));
}

TEST_F(Dice421State, TestCase4FourTwoOneIsWorthTen) {
    auto state = newGame(game_, 3);
    play(*state, {"roll 4 2 1", "roll 3 3 1", "roll 1 1 1"});
    EXPECT_EQ(state->tokens(1), 10);
    EXPECT_EQ(state->pot(), 11);
}

TEST_F(Dice421State, TestCase5TwoTwoOneReceivesTwo) {
    auto state = newGame(game_, 2);
    play(*state, {"roll 5 5 5", "roll 2 2 1"});
    EXPECT_EQ(state->tokens(1), 2);
    EXPECT_TRUE(state->lastRound()->nenette);
    Options additive;
    additive.set("nenette-additive", "true");
    auto bar = newGame(game_, 2, additive);
    play(*bar, {"roll 5 5 5", "roll 2 2 1"});
    EXPECT_EQ(bar->tokens(1), 7);
}

TEST_F(Dice421State, TestCase6ThePotRunsOutAndTheDischargeBegins) {
    auto state = afterTheCharge();
    EXPECT_EQ(state->pot(), 0);
    EXPECT_EQ(state->scores(), (std::vector<int>{6, 13, 2}));
    EXPECT_EQ(state->stage(), Stage::Discharge);
    EXPECT_EQ(state->roundOrder(), (std::vector<PlayerId>{1, 2, 0}));
    EXPECT_EQ(state->roller(), 1);
}

TEST_F(Dice421State, TestCase7OneHoldingAllTwentyOneLoses) {
    auto state = newGame(game_, 2);
    play(*state, {"roll 3 2 1", "roll 4 2 1"});  // A takes 10
    play(*state, {"roll 3 3 2", "roll 4 2 1"});  // A takes 10
    play(*state, {"roll 3 3 2", "roll 6 6 6"});  // A takes the last token
    ASSERT_TRUE(state->isTerminal());
    EXPECT_EQ(state->tokens(0), 21);
    EXPECT_EQ(state->loser(), 0);
    EXPECT_EQ(state->winners(), (std::vector<PlayerId>{1}));
    EXPECT_EQ(state->ranking(), (std::vector<int>{2, 1}));
}

TEST_F(Dice421State, TestCases8And9TheDischarge) {
    auto state = afterTheCharge();
    // B leads and stops at once: everyone gets one throw. C is best with 111 but holds only
    // 2 tokens: he gives both (S5) and leaves the game, the first winner.
    play(*state, {"roll 3 3 2"});
    EXPECT_EQ(state->currentActor(), 1);  // the leader may stop or throw again
    play(*state, {"stand", "roll 1 1 1", "roll 5 3 2"});
    EXPECT_EQ(state->scores(), (std::vector<int>{6, 15, 0}));
    EXPECT_TRUE(state->hasLeft(2));
    EXPECT_EQ(state->winners(), (std::vector<PlayerId>{}));  // none left at the charge's end
    EXPECT_EQ(state->roundOrder(), (std::vector<PlayerId>{1, 0}));

    // B throws twice and stops: A must throw exactly twice, the second moving a die.
    play(*state, {"roll 6 5 3", "reroll 3", "roll 1", "stand", "roll 4 2 1"});
    EXPECT_EQ(state->currentActor(), 0);
    EXPECT_FALSE(state->parseMove("stand"));
    EXPECT_EQ(state->legalMoves().size(), 7u);  // every non-empty re-throw of 4 2 1
    play(*state, {"reroll 4", "roll 4"});
    // A's 421 gives his last 6 tokens (not 10) to B, who now holds all 21.
    ASSERT_TRUE(state->isTerminal());
    EXPECT_EQ(state->scores(), (std::vector<int>{0, 21, 0}));
    EXPECT_EQ(state->ranking(), (std::vector<int>{2, 3, 1}));
    EXPECT_EQ(state->loser(), 1);
}

TEST_F(Dice421State, TheGameCanStopAtTheFirstWinner) {
    Options stop;
    stop.set("stop-at-first-winner", "true");
    auto state = afterTheCharge(stop);
    play(*state, {"roll 3 3 2", "stand", "roll 1 1 1", "roll 5 3 2"});
    ASSERT_TRUE(state->isTerminal());
    EXPECT_EQ(state->ranking(), (std::vector<int>{2, 3, 1}));  // then fewer tokens first
    EXPECT_FALSE(state->loser().has_value());
}

// A player who ends the charge without tokens has won (rules 3-5): with the option on, the
// game ends there; without it, the discharge goes on between the others.
TEST_F(Dice421State, TheGameCanStopAtAWinnerOfTheCharge) {
    for (const bool stopAtFirstWinner : {true, false}) {
        Options options;
        options.set("stop-at-first-winner", stopAtFirstWinner ? "true" : "false");
        auto state = newGame(game_, 3, options);
        play(*state, {"roll 4 2 1", "roll 3 3 1", "roll 1 1 1"});  // B takes 10: pot 11
        play(*state, {"roll 6 6 6", "roll 6 5 4", "roll 5 3 2"});  // A takes 6: pot 5
        play(*state, {"roll 4 2 1", "roll 5 3 2", "roll 6 6 5"});  // B takes the last 5
        EXPECT_EQ(state->scores(), (std::vector<int>{6, 15, 0}));
        EXPECT_EQ(state->winners(), (std::vector<PlayerId>{2}));
        EXPECT_EQ(state->isTerminal(), stopAtFirstWinner);
        if (stopAtFirstWinner) {
            EXPECT_EQ(state->stage(), Stage::Over);
            EXPECT_EQ(state->ranking(), (std::vector<int>{2, 3, 1}));
            EXPECT_FALSE(state->loser().has_value());
        } else {
            EXPECT_EQ(state->stage(), Stage::Discharge);
            EXPECT_EQ(state->roundOrder(), (std::vector<PlayerId>{1, 0}));
        }
    }
}

TEST_F(Dice421State, TestCase10ATieForWorstIsPlayedOff) {
    auto state = newGame(game_, 3);
    play(*state, {"roll 6 6 6", "roll 3 2 2", "roll 2 3 2"});
    ASSERT_EQ(state->playoffFor(), PlayoffFor::Worst);
    EXPECT_EQ(state->playoffSeats(), (std::vector<PlayerId>{1, 2}));
    EXPECT_EQ(state->roller(), 1);
    play(*state, {"roll 5 5 5", "roll 4 4 1"});
    // The lower play-off throw receives what the original best (666) is worth.
    EXPECT_EQ(state->tokens(2), 6);
    EXPECT_EQ(state->tokens(1), 0);
    EXPECT_EQ(state->playoffFor(), PlayoffFor::None);
}

TEST_F(Dice421State, InTheDischargeATieForBestIsPlayedOffToo) {
    auto state = afterTheCharge();
    play(*state, {"roll 6 6 6", "stand", "roll 6 6 6", "roll 5 3 2"});
    ASSERT_EQ(state->playoffFor(), PlayoffFor::Best);
    EXPECT_EQ(state->playoffSeats(), (std::vector<PlayerId>{1, 2}));
    play(*state, {"roll 3 2 2", "roll 6 5 4"});  // C wins the play-off and pays
    EXPECT_EQ(state->lastRound()->best, 2);
    EXPECT_EQ(state->lastRound()->worst, 0);
    EXPECT_EQ(state->lastRound()->amount, 2);  // 666 is worth 6, C holds only 2
    EXPECT_TRUE(state->hasLeft(2));
}

TEST_F(Dice421State, NotationAndBadMoves) {
    auto state = afterTheCharge();
    play(*state, {"roll 6 4 1"});
    for (Move m : state->legalMoves())
        EXPECT_EQ(state->parseMove(state->moveToString(m)), m) << state->moveToString(m);
    EXPECT_FALSE(state->parseMove("reroll 2"));
    EXPECT_FALSE(state->parseMove("roll 1 2 3"));
    EXPECT_FALSE(state->parseMove("reroll 1 1 1 1"));
    EXPECT_THROW(decode(3), IllegalMove);
    EXPECT_THROW(state->apply(encode(Move421::throwOf(hand({1, 2, 3})))), IllegalMove);
    EXPECT_THROW(game_.newInitialState({}, 1), InputError);
}

}  // namespace
}  // namespace lt::dice421
