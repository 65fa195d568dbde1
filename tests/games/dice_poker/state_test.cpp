// A dice poker game through its moves: stakes, throws, the throw limit set by the starter,
// the pot, play-offs and the end of the game (digest test cases 8-10 and the proposals).
#include <gtest/gtest.h>

#include "framework/errors.h"
#include "games/dice_poker/hands.h"
#include "test_support.h"

namespace lt::dicepoker {
namespace {

using test::hand;
using test::newGame;
using test::play;

class DicePokerState : public ::testing::Test {
  protected:
    PokerGame game_;
};

TEST_F(DicePokerState, TheStarterSetsTheStakeAndEveryoneAntes) {
    auto state = newGame(game_, 3);
    EXPECT_EQ(state->currentActor(), 0);  // S5: the youngest, seated first
    EXPECT_EQ(state->phase(), Phase::Stake);
    EXPECT_EQ(state->legalMoves().size(), 2u);
    play(*state, {"stake 2"});
    EXPECT_EQ(state->pot(), 6);
    EXPECT_EQ(state->tokens(0), 8);
    EXPECT_TRUE(state->isChanceNode());
    EXPECT_EQ(state->roller(), 0);
    EXPECT_EQ(state->chanceOutcomes().size(), 252u);
}

TEST_F(DicePokerState, TestCase9TheWinnerTakesThePot) {
    auto state = newGame(game_, 3);
    play(*state, {"stake 2", "roll 3 3 3 2 2", "stand", "roll 1 2 3 4 6", "roll 5 5 1 2 3"});
    EXPECT_EQ(state->tokens(0), 14);
    EXPECT_EQ(state->tokens(1), 8);
    EXPECT_EQ(state->tokens(2), 8);
    EXPECT_EQ(state->pot(), 0);
    EXPECT_EQ(state->phase(), Phase::Stake);
    EXPECT_EQ(state->starter(), 0);  // rule 4: the winner starts the next round
    ASSERT_TRUE(state->lastRound().has_value());
    EXPECT_EQ(state->lastRound()->winner, 0);
    EXPECT_EQ(state->lastRound()->potWon, 6);
    EXPECT_EQ(*state->lastRound()->hands[1], hand({1, 2, 3, 4, 6}));
}

TEST_F(DicePokerState, TestCase8TheOthersThrowAtMostAsOftenAsTheStarter) {
    auto state = newGame(game_, 3);
    play(*state, {"stake 1", "roll 1 2 3 4 6", "reroll 1", "roll 6", "stand"});
    EXPECT_EQ(state->starterThrows(), 2);
    EXPECT_EQ(state->seatToPlay(), 1);
    EXPECT_EQ(state->throwLimit(), 2);
    play(*state, {"roll 1 1 2 3 4"});
    EXPECT_EQ(state->currentActor(), 1);  // may stop after one throw...
    EXPECT_TRUE(state->parseMove("stand").has_value());
    play(*state, {"reroll 2 3 4", "roll 1 1 5"});
    // ...but the second throw is the last: the hand stands by itself.
    EXPECT_EQ(state->seatToPlay(), 2);
    EXPECT_EQ(*state->hands()[1], hand({1, 1, 1, 1, 5}));
    play(*state, {"roll 2 2 3 4 5", "stand"});
    EXPECT_EQ(state->lastRound()->winner, 1);
    EXPECT_EQ(state->starter(), 1);
}

TEST_F(DicePokerState, TheStarterHasThreeThrowsOrFourByOption) {
    auto state = newGame(game_, 2);
    play(*state, {"stake 1", "roll 1 2 3 4 6", "reroll 1", "roll 2", "reroll 2", "roll 3"});
    EXPECT_EQ(state->seatToPlay(), 1);  // the third throw ended the turn
    EXPECT_EQ(state->starterThrows(), 3);

    Options four;
    four.set("throws", "4");
    auto longer = newGame(game_, 2, four);
    play(*longer, {"stake 1", "roll 1 2 3 4 6", "reroll 1", "roll 2", "reroll 2", "roll 3"});
    EXPECT_EQ(longer->currentActor(), 0);
    play(*longer, {"reroll 3", "roll 5"});
    EXPECT_EQ(longer->seatToPlay(), 1);
    EXPECT_EQ(longer->starterThrows(), 4);
}

TEST_F(DicePokerState, ACompleteTieIsPlayedOffUntilOneWins) {
    auto state = newGame(game_, 3);
    play(*state, {"stake 1", "roll 2 2 3 4 5", "stand", "roll 2 2 3 4 5", "roll 1 1 2 3 4"});
    ASSERT_EQ(state->phase(), Phase::Playoff);
    EXPECT_EQ(state->playoffSeats(), (std::vector<PlayerId>{0, 1}));
    EXPECT_EQ(state->roller(), 0);
    play(*state, {"roll 6 6 6 1 2"});
    EXPECT_EQ(state->roller(), 1);
    play(*state, {"roll 6 6 6 1 2", "roll 1 1 2 3 4"});  // tied again: once more
    EXPECT_EQ(state->phase(), Phase::Playoff);
    play(*state, {"roll 5 5 5 5 5"});
    EXPECT_EQ(state->tokens(0), 9);
    EXPECT_EQ(state->tokens(1), 12);
    EXPECT_EQ(state->tokens(2), 9);
    EXPECT_TRUE(state->lastRound()->afterPlayoff);
    EXPECT_EQ(state->starter(), 1);
    EXPECT_EQ(state->currentActor(), 1);
}

TEST_F(DicePokerState, APlayerShortOfTheStakeAntesAllHeHas) {
    Options two;
    two.set("tokens", "2");
    auto state = newGame(game_, 2, two);
    play(*state, {"stake 1", "roll 6 6 6 6 6", "stand", "roll 1 2 3 4 6"});
    EXPECT_EQ(state->tokens(0), 3);
    EXPECT_EQ(state->tokens(1), 1);
    play(*state, {"stake 2"});
    EXPECT_EQ(state->tokens(1), 0);  // he still plays for the whole pot (S1)
    EXPECT_EQ(state->pot(), 3);
    play(*state, {"roll 1 2 3 4 6", "stand", "roll 2 2 1 3 4"});
    EXPECT_FALSE(state->isTerminal());
    EXPECT_EQ(state->tokens(0), 1);
    EXPECT_EQ(state->tokens(1), 3);
}

TEST_F(DicePokerState, TestCase10TheGameEndsWhenSomeoneHasNoTokens) {
    Options two;
    two.set("tokens", "2");
    auto state = newGame(game_, 3, two);
    play(*state, {"stake 2", "roll 4 4 4 1 2", "stand", "roll 1 2 3 4 6", "roll 3 3 1 2 4"});
    ASSERT_TRUE(state->isTerminal());
    EXPECT_EQ(state->scores(), (std::vector<int>{6, 0, 0}));
    EXPECT_EQ(state->ranking(), (std::vector<int>{1, 2, 2}));
    EXPECT_TRUE(state->legalMoves().empty());
}

TEST_F(DicePokerState, NotationReadsBackAndBadMovesAreRefused) {
    auto state = newGame(game_, 2);
    EXPECT_FALSE(state->parseMove("stake 3"));
    EXPECT_FALSE(state->parseMove("stand"));
    play(*state, {"stake 1", "roll 1 1 3 5 6"});
    for (Move m : state->legalMoves())
        EXPECT_EQ(state->parseMove(state->moveToString(m)), m) << state->moveToString(m);
    EXPECT_EQ(state->legalMoves().size(), 1u + 23u);  // stand + every non-empty re-throw
    EXPECT_TRUE(state->parseMove("REROLL  6 1"));
    EXPECT_FALSE(state->parseMove("reroll 2"));  // no 2 among the dice
    EXPECT_FALSE(state->parseMove("reroll 1 1 1"));
    EXPECT_FALSE(state->parseMove("roll 1 2 3 4 5"));
    EXPECT_THROW(state->apply(encode(PokerMove::stakeOf(1))), IllegalMove);
    EXPECT_THROW(decode(7u << 20), IllegalMove);
    play(*state, {"reroll 1 1 3"});
    EXPECT_EQ(state->chanceOutcomes().size(), 56u);
    double total = 0;
    for (const auto& outcome : state->chanceOutcomes()) total += outcome.probability;
    EXPECT_NEAR(total, 1.0, 1e-12);
}

TEST_F(DicePokerState, BadSetupsAreInputErrors) {
    EXPECT_THROW(game_.newInitialState({}, 5), InputError);
    Options bad;
    bad.set("throws", "5");
    EXPECT_THROW(game_.newInitialState(bad, 2), InputError);
}

}  // namespace
}  // namespace lt::dicepoker
