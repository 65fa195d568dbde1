// Rounds of Dice Black Jack played through the state by notation: the digest's test cases,
// the pot, ties, busts on the last token, elimination, the end of the game and the options.
#include <gtest/gtest.h>

#include <numeric>

#include "framework/errors.h"
#include "test_support.h"

namespace lt::diceblackjack {
namespace {
using test::newGame;
using test::play;
using test::playAll;

int totalTokens(const BlackjackState& state) {
    int total = state.pot();
    for (PlayerId seat = 0; seat < state.numPlayers(); ++seat) total += state.tokens(seat);
    return total;
}

TEST(BjState, StartsWithSeat0ThrowingThreeDice) {
    const BlackjackGame game;
    const auto state = newGame(game, 3);
    EXPECT_TRUE(state->isChanceNode());
    EXPECT_EQ(state->roller(), 0);
    EXPECT_EQ(state->round(), 1);
    EXPECT_EQ(state->pot(), 0);
    EXPECT_EQ(state->scores(), (std::vector<int>{5, 5, 5}));
    EXPECT_EQ(state->chanceOutcomes().size(), 56u);
    EXPECT_EQ(state->standing(0), Standing::Playing);
    EXPECT_EQ(state->standing(1), Standing::Waiting);
    EXPECT_EQ(state->playersStillToPlay(), 2);
    EXPECT_FALSE(state->parseMove("stop"));      // the first throw is not optional
    EXPECT_FALSE(state->parseMove("roll 4 5"));  // three dice are due
}

TEST(BjState, PlayerCountsAndOptions) {
    const BlackjackGame game;
    EXPECT_THROW(game.newInitialState({}, 1), InputError);
    EXPECT_THROW(game.newInitialState({}, 5), InputError);
    EXPECT_NO_THROW(game.newInitialState({}, 4));
    EXPECT_THROW(game.newInitialState(test::option("tokens", "0"), 2), InputError);
    EXPECT_THROW(game.newInitialState(test::option("rounds", "x"), 2), InputError);
    EXPECT_THROW(game.newInitialState(test::option("colour", "red"), 2), InputError);
    EXPECT_EQ(game.rulesFor({}).startTokens, 5);
    EXPECT_EQ(game.rulesFor({}).roundLimit, 0);
    const auto state = newGame(game, 2, test::option("tokens", "8"));
    EXPECT_EQ(state->scores(), (std::vector<int>{8, 8}));
}

TEST(BjState, DigestCase1ThrowTwoMoreDiceAndStop) {
    const BlackjackGame game;
    auto state = newGame(game);
    play(*state, "roll 6 5 4");
    EXPECT_EQ(state->roundScore(0), 15);
    EXPECT_EQ(state->currentActor(), 0);
    EXPECT_EQ(state->legalMoves().size(), 4u);  // stop, again 1, again 2, again 3
    play(*state, "again 2");
    EXPECT_TRUE(state->isChanceNode());
    EXPECT_EQ(state->roller(), 0);
    EXPECT_EQ(state->chanceOutcomes().size(), 21u);
    play(*state, "roll 3 2");
    EXPECT_EQ(state->roundScore(0), 20);
    EXPECT_EQ(state->turnThrows().size(), 2u);
    play(*state, "stop");
    EXPECT_EQ(state->standing(0), Standing::Stood);
    EXPECT_EQ(state->roundScore(0), 20);
    EXPECT_EQ(state->bestStanding(), 20);
    EXPECT_EQ(state->seatToPlay(), 1);
    EXPECT_EQ(state->roller(), 1);
}

TEST(BjState, DigestCases1To4AWholeRound) {
    const BlackjackGame game;
    auto state = newGame(game);
    playAll(*state, {"roll 6 5 4", "again 2", "roll 3 2", "stop"});  // A: 20
    playAll(*state, {"roll 6 6 6", "again 1", "roll 3"});            // B: 21
    EXPECT_EQ(state->roundScore(1), 21);
    play(*state, "stop");
    EXPECT_EQ(state->playersStillToPlay(), 0);
    playAll(*state, {"roll 4 4 4", "again 3"});  // C: 12
    EXPECT_EQ(state->chanceOutcomes().size(), 56u);
    play(*state, "roll 5 4 3");  // 24: bust, settles the round
    // Case 3 on its own: C paid one token into the pot.
    // Case 4: B takes the pot (1) and a token from A and from C.
    EXPECT_EQ(state->scores(), (std::vector<int>{4, 8, 3}));
    EXPECT_EQ(state->pot(), 0);
    EXPECT_EQ(totalTokens(*state), 15);
    const RoundResult& result = state->lastRound();
    EXPECT_EQ(result.number, 1);
    EXPECT_EQ(result.winner, 1);
    EXPECT_EQ(result.best, 21);
    EXPECT_EQ(result.potTaken, 1);
    EXPECT_EQ(result.paid, (std::vector<int>{1, 0, 1}));
    EXPECT_TRUE(result.eliminated.empty());
    EXPECT_EQ(result.scores, (std::vector<int>{20, 21, 24}));
    EXPECT_EQ(result.standings,
              (std::vector<Standing>{Standing::Stood, Standing::Stood, Standing::Bust}));
    // Round 2 starts one seat clockwise.
    EXPECT_EQ(state->round(), 2);
    EXPECT_EQ(state->starter(), 1);
    EXPECT_EQ(state->roller(), 1);
    EXPECT_EQ(state->standing(0), Standing::Waiting);
    EXPECT_EQ(state->standing(2), Standing::Waiting);
    EXPECT_EQ(state->roundScore(2), 0);
    EXPECT_EQ(state->turnThrows().size(), 2u);  // C's throws stay on show until B throws
    EXPECT_EQ(state->lastThrower(), 2);
    play(*state, "roll 1 1 1");
    EXPECT_EQ(state->turnThrows().size(), 1u);
    EXPECT_EQ(state->lastThrower(), 1);
}

TEST(BjState, DigestCase3BustPaysThePotAtOnce) {
    const BlackjackGame game;
    auto state = newGame(game);
    playAll(*state, {"roll 4 4 4", "again 3", "roll 3 4 5"});
    EXPECT_EQ(state->standing(0), Standing::Bust);
    EXPECT_EQ(state->roundScore(0), 24);
    EXPECT_EQ(state->tokens(0), 4);
    EXPECT_EQ(state->pot(), 1);
    EXPECT_EQ(state->seatToPlay(), 1);  // the turn is over (S1)
    EXPECT_TRUE(state->isChanceNode());
}

TEST(BjState, DigestCase5EverybodyBustsAndThePotStays) {
    const BlackjackGame game;
    auto state = newGame(game, 2);
    playAll(*state, {"roll 6 6 6", "again 2", "roll 3 4"});    // 25
    playAll(*state, {"roll 5 5 5", "again 3", "roll 1 2 6"});  // 24
    EXPECT_EQ(state->scores(), (std::vector<int>{4, 4}));
    EXPECT_EQ(state->pot(), 2);
    EXPECT_EQ(state->lastRound().winner, -1);
    EXPECT_EQ(state->lastRound().best, 0);
    EXPECT_TRUE(state->lastRound().tiedBest.empty());
    // The next round's winner collects the pot of two as well.
    playAll(*state, {"roll 6 6 4", "stop"});  // seat 1 starts round 2: 16
    playAll(*state, {"roll 1 1 2", "stop"});  // 4
    EXPECT_EQ(state->lastRound().winner, 1);
    EXPECT_EQ(state->lastRound().potTaken, 2);
    EXPECT_EQ(state->scores(), (std::vector<int>{3, 7}));
    EXPECT_EQ(state->pot(), 0);
}

TEST(BjState, DigestCase6ATieForBestPaysNothing) {
    const BlackjackGame game;
    auto state = newGame(game);
    playAll(*state, {"roll 6 6 5", "again 1", "roll 2", "stop"});  // A 19
    playAll(*state, {"roll 6 6 4", "again 1", "roll 3", "stop"});  // B 19
    playAll(*state, {"roll 6 6 6", "again 1", "roll 6"});          // C 24: bust
    EXPECT_EQ(state->scores(), (std::vector<int>{5, 5, 4}));
    EXPECT_EQ(state->pot(), 1);
    EXPECT_EQ(state->lastRound().winner, -1);
    EXPECT_EQ(state->lastRound().best, 19);
    EXPECT_EQ(state->lastRound().tiedBest, (std::vector<int>{0, 1}));
    EXPECT_EQ(state->lastRound().paid, (std::vector<int>{0, 0, 0}));
    EXPECT_EQ(state->round(), 2);
}

TEST(BjState, DigestCase7ThreeOnesThenThreeSixes) {
    const BlackjackGame game;
    auto state = newGame(game);
    playAll(*state, {"roll 1 1 1", "again 3", "roll 6 6 6"});
    EXPECT_EQ(state->roundScore(0), 21);
    EXPECT_EQ(state->standing(0), Standing::Playing);
    play(*state, "stop");
    EXPECT_EQ(state->standing(0), Standing::Stood);
    EXPECT_EQ(state->bestStanding(), 21);
}

TEST(BjState, AThrowFrom21IsAllowedAndBusts) {
    const BlackjackGame game;
    auto state = newGame(game, 2);
    playAll(*state, {"roll 6 6 6", "again 1", "roll 3", "again 1", "roll 1"});
    EXPECT_EQ(state->standing(0), Standing::Bust);
    EXPECT_EQ(state->roundScore(0), 22);
}

TEST(BjState, ABustOnTheLastTokenLeavesTheGameWhenTheOtherWins) {
    const BlackjackGame game;
    auto state = newGame(game, 3, test::option("tokens", "1"));
    playAll(*state, {"roll 6 6 6", "again 3", "roll 1 1 2"});  // seat 0 busts: pays its token
    EXPECT_EQ(state->tokens(0), 0);
    EXPECT_EQ(state->pot(), 1);
    playAll(*state, {"roll 6 6 5", "stop"});  // seat 1: 17
    playAll(*state, {"roll 3 3 3", "stop"});  // seat 2: 9
    // Seat 1 takes the pot and seat 2's token; seat 0 cannot pay (waived) and leaves.
    EXPECT_EQ(state->lastRound().paid, (std::vector<int>{0, 0, 1}));
    EXPECT_EQ(state->lastRound().eliminated, (std::vector<int>{0, 2}));
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->scores(), (std::vector<int>{0, 3, 0}));
    EXPECT_EQ(state->ranking(), (std::vector<int>{2, 1, 2}));
    EXPECT_EQ(state->returns(), (std::vector<double>{-0.5, 1.0, -0.5}));
    EXPECT_TRUE(state->legalMoves().empty());
    EXPECT_FALSE(state->parseMove("roll 1 2 3"));
}

TEST(BjState, EliminatedPlayersAreSkippedAndRankByHowLongTheyLasted) {
    const BlackjackGame game;
    auto state = newGame(game, 3, test::option("tokens", "2"));
    // Round 1: seat 0 wins; seats 1 and 2 pay one each.
    playAll(*state, {"roll 6 6 6", "stop", "roll 1 1 1", "stop", "roll 2 2 2", "stop"});
    EXPECT_EQ(state->scores(), (std::vector<int>{4, 1, 1}));
    // Round 2, started by seat 1: seat 1 busts (its last token to the pot), seat 2 wins.
    playAll(*state, {"roll 6 6 6", "again 2", "roll 3 4"});
    playAll(*state, {"roll 5 5 6", "stop"});  // seat 2: 16
    playAll(*state, {"roll 1 2 3", "stop"});  // seat 0: 6
    EXPECT_EQ(state->lastRound().winner, 2);
    EXPECT_EQ(state->lastRound().eliminated, (std::vector<int>{1}));
    EXPECT_EQ(state->scores(), (std::vector<int>{3, 0, 3}));
    EXPECT_EQ(state->standing(1), Standing::Out);
    EXPECT_FALSE(state->inGame(1));
    EXPECT_EQ(state->playersInGame(), 2);
    EXPECT_EQ(state->eliminatedInRound(1), 2);
    // Round 3 would start with seat 2 (the next in the game after seat 1).
    EXPECT_EQ(state->starter(), 2);
    EXPECT_EQ(state->playersStillToPlay(), 1);
    // Seat 2 takes everything in three rounds.
    playAll(*state, {"roll 6 6 6", "stop", "roll 1 1 1", "stop"});
    EXPECT_EQ(state->scores(), (std::vector<int>{2, 0, 4}));
    EXPECT_EQ(state->starter(), 0);
    playAll(*state, {"roll 1 1 1", "stop", "roll 6 6 6", "stop"});
    EXPECT_EQ(state->scores(), (std::vector<int>{1, 0, 5}));
    EXPECT_FALSE(state->isTerminal());
    playAll(*state, {"roll 6 6 6", "stop", "roll 1 1 1", "stop"});
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->scores(), (std::vector<int>{0, 0, 6}));
    EXPECT_EQ(state->eliminatedInRound(0), 5);
    EXPECT_EQ(state->ranking(), (std::vector<int>{2, 3, 1}));
    EXPECT_EQ(state->seatToPlay(), 2);
}

TEST(BjState, TheLastPlayerInTheGameTakesThePot) {
    const BlackjackGame game;
    auto state = newGame(game, 2, test::option("tokens", "2"));
    playAll(*state, {"roll 6 6 6", "stop", "roll 1 1 1", "stop"});  // seat 0 wins: 3 against 1
    EXPECT_EQ(state->scores(), (std::vector<int>{3, 1}));
    // Round 2: both bust, so nobody wins; seat 1 paid its last token and leaves the game.
    playAll(*state, {"roll 6 6 6", "again 1", "roll 6"});
    playAll(*state, {"roll 6 6 6", "again 1", "roll 4"});
    EXPECT_EQ(state->lastRound().winner, -1);
    EXPECT_EQ(state->lastRound().eliminated, (std::vector<int>{1}));
    EXPECT_TRUE(state->isTerminal());
    // Seat 0, alone, also takes the pot of two.
    EXPECT_EQ(state->scores(), (std::vector<int>{4, 0}));
    EXPECT_EQ(state->pot(), 0);
    EXPECT_EQ(totalTokens(*state), 4);
    EXPECT_EQ(state->ranking(), (std::vector<int>{1, 2}));
}

TEST(BjState, WhenEverybodyLosesTheLastTokenTheyPlayOnForThePot) {
    const BlackjackGame game;
    auto state = newGame(game, 2, test::option("tokens", "1"));
    playAll(*state, {"roll 6 6 6", "again 3", "roll 6 6 6"});
    playAll(*state, {"roll 6 6 6", "again 3", "roll 6 6 6"});
    // Nobody is left with a token: nobody leaves (that would leave nobody), the pot holds all.
    EXPECT_FALSE(state->isTerminal());
    EXPECT_TRUE(state->lastRound().eliminated.empty());
    EXPECT_EQ(state->scores(), (std::vector<int>{0, 0}));
    EXPECT_EQ(state->pot(), 2);
    EXPECT_EQ(state->playersInGame(), 2);
    // A bust with no token costs nothing; the winner of the round takes the pot.
    playAll(*state, {"roll 6 6 6", "again 3", "roll 6 6 6"});  // seat 1 starts round 2
    EXPECT_EQ(state->pot(), 2);
    playAll(*state, {"roll 1 1 1", "stop"});
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->scores(), (std::vector<int>{2, 0}));
    EXPECT_EQ(state->ranking(), (std::vector<int>{1, 2}));
}

TEST(BjState, RoundLimitEndsWithTheMostTokens) {
    const BlackjackGame game;
    auto state = newGame(game, 3, test::option("rounds", "2"));
    playAll(*state, {"roll 6 6 6", "stop", "roll 1 1 1", "stop", "roll 2 2 2", "stop"});
    EXPECT_FALSE(state->isTerminal());
    // Round 2 (seat 1 starts): seat 2 wins, so seats 0 and 2 hold 6 each.
    playAll(*state, {"roll 1 1 1", "stop", "roll 6 6 6", "stop", "roll 1 1 2", "stop"});
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->scores(), (std::vector<int>{6, 3, 6}));
    EXPECT_EQ(state->ranking(), (std::vector<int>{1, 3, 1}));  // equal counts share the win
}

TEST(BjState, StartingSeatRotatesClockwise) {
    const BlackjackGame game;
    auto state = newGame(game, 4);
    for (int round = 1; round <= 5; ++round) {
        EXPECT_EQ(state->starter(), (round - 1) % 4);
        EXPECT_EQ(state->roller(), (round - 1) % 4);
        for (int turn = 0; turn < 4; ++turn) {
            EXPECT_EQ(state->seatToPlay(), (round - 1 + turn) % 4);
            playAll(*state, {turn == 0 ? "roll 6 6 6" : "roll 1 1 1", "stop"});
        }
    }
}

TEST(BjState, TextShowsTokensPotAndTheRound) {
    const BlackjackGame game;
    auto state = newGame(game);
    playAll(*state, {"roll 6 6 6", "again 3", "roll 6 6 6"});
    playAll(*state, {"roll 6 5 4", "again 2"});
    EXPECT_EQ(state->toString(),
              "tokens: 4 5 5\npot: 1\nround 1, started by seat 0\nseat 0: bust with 36\n"
              "seat 1: playing 15, to throw 2 dice\nseat 2: waiting\n");
}

TEST(BjState, CloneIsIndependent) {
    const BlackjackGame game;
    auto state = newGame(game);
    play(*state, "roll 6 5 4");
    const auto copy = state->clone();
    play(*state, "stop");
    EXPECT_EQ(copy->currentActor(), 0);
    EXPECT_EQ(state->currentActor(), actor::chance);
}

}  // namespace
}  // namespace lt::diceblackjack
