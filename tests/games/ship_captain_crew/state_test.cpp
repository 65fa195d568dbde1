// Turns of Ship, Captain and Crew played throw by throw: the digest's test cases 1-7 with
// their exact miles, the cargo re-throws (S1) and their option, ends of turns and of the game,
// notation and bad input.
#include <gtest/gtest.h>

#include "framework/errors.h"
#include "test_support.h"

namespace lt::shipcaptaincrew::test {
namespace {

class SccStateTest : public ::testing::Test {
  protected:
    SccGame game_;
};

// Plays a whole turn of the seat to play worth `miles` (0, or 2-12 sailed at once).
void playTurn(SccState& state, int miles) {
    if (miles == 0) {
        for (int t = 0; t < kThrowsPerTurn; ++t) play(state, "roll 1 1 1 1 1");
        return;
    }
    const int high = std::min(6, miles - 1);
    play(state, "roll 6 5 4 " + std::to_string(high) + " " + std::to_string(miles - high));
    play(state, "stop");
}

TEST_F(SccStateTest, CaseOneQualifiesAtOnceAndStopsWithFiveMiles) {
    auto state = newGame(game_);
    EXPECT_EQ(state->currentActor(), actor::chance);
    EXPECT_EQ(state->roller(), 0);
    EXPECT_EQ(state->diceToThrow(), 5);
    play(*state, "roll 6 5 4 3 2");
    EXPECT_EQ(state->currentActor(), 0);
    EXPECT_EQ(state->crew(), Crew::Complete);
    EXPECT_EQ(state->cargoMiles(), 5);
    EXPECT_EQ(state->throwsLeft(), 2);
    play(*state, "stop");
    EXPECT_EQ(state->log(0), std::vector<int>{5});
    EXPECT_EQ(state->lastTurnMiles(), 5);
    EXPECT_EQ(state->seatToPlay(), 1);
    EXPECT_EQ(state->scores(), (std::vector<int>{5, 0}));
}

TEST_F(SccStateTest, CaseTwoShipThenCaptainAndCrewOnTheLastThrow) {
    auto state = newGame(game_);
    play(*state, "roll 5 4 3 3 2");
    EXPECT_EQ(state->crew(), Crew::None);
    EXPECT_EQ(state->diceToThrow(), 5);
    EXPECT_EQ(state->currentActor(), actor::chance);
    play(*state, "roll 6 4 4 1 2");
    EXPECT_EQ(state->crew(), Crew::Ship);
    EXPECT_EQ(state->diceToThrow(), 4);
    EXPECT_EQ(state->looseDice(), dice({4, 4, 2, 1}));
    play(*state, "roll 5 4 6 3");
    // No throws left: the cargo 6 + 3 is sailed at once.
    EXPECT_EQ(state->log(0), std::vector<int>{9});
    EXPECT_EQ(state->seatToPlay(), 1);
    EXPECT_EQ(state->tableSeat(), 0);
    EXPECT_EQ(state->tableCrew(), Crew::Complete);
    EXPECT_EQ(state->looseDice(), dice({6, 3}));
}

TEST_F(SccStateTest, CaseThreeNoCrewScoresNothing) {
    auto state = newGame(game_);
    play(*state, "roll 6 4 3 2 1");
    EXPECT_EQ(state->crew(), Crew::Ship);
    play(*state, "roll 5 5 2 1");
    EXPECT_EQ(state->crew(), Crew::Captain);
    EXPECT_EQ(state->diceToThrow(), 3);
    play(*state, "roll 3 3 2");
    EXPECT_EQ(state->log(0), std::vector<int>{0});
    EXPECT_EQ(state->lastTurnMiles(), 0);
    EXPECT_EQ(state->seatToPlay(), 1);
    EXPECT_EQ(state->diceToThrow(), 5);
}

TEST_F(SccStateTest, CaseFourStopsWithTwelveAndAThrowUnused) {
    auto state = newGame(game_);
    play(*state, "roll 6 5 1 1 2");
    EXPECT_EQ(state->crew(), Crew::Captain);
    play(*state, "roll 4 6 6");
    EXPECT_EQ(state->cargoMiles(), 12);
    EXPECT_EQ(state->throwsLeft(), 1);
    // Equal cargo dice: stop, throw one 6 or both.
    std::vector<std::string> moves;
    for (Move m : state->legalMoves()) moves.push_back(state->moveToString(m));
    EXPECT_EQ(moves, (std::vector<std::string>{"stop", "reroll 6", "reroll 6 6"}));
    play(*state, "stop");
    EXPECT_EQ(state->log(0), std::vector<int>{12});
}

TEST_F(SccStateTest, CaseFiveRethrowsBothCargoDice) {
    auto state = newGame(game_);
    play(*state, "roll 6 5 4 1 1");
    EXPECT_EQ(state->cargoMiles(), 2);
    play(*state, "reroll 1 1");
    EXPECT_EQ(state->currentActor(), actor::chance);
    EXPECT_EQ(state->roller(), 0);
    EXPECT_EQ(state->diceToThrow(), 2);
    EXPECT_EQ(state->chanceOutcomes().size(), 21u);
    play(*state, "roll 3 6");
    EXPECT_EQ(state->cargoMiles(), 9);
    EXPECT_EQ(state->throwsLeft(), 1);
    play(*state, "stop");
    EXPECT_EQ(state->log(0), std::vector<int>{9});
}

TEST_F(SccStateTest, CaseSixExtraSixesAreCargo) {
    auto state = newGame(game_);
    play(*state, "roll 6 5 4 6 6");
    EXPECT_EQ(state->cargoMiles(), 12);
    play(*state, "stop");
    EXPECT_EQ(state->log(0), std::vector<int>{12});
}

TEST_F(SccStateTest, CaseSevenEqualTotalsShareTheWin) {
    auto state = newGame(game_, 3);
    const std::vector<int> a{12, 12, 12, 12, 7, 6, 0, 0, 0, 0};   // 61
    const std::vector<int> b{12, 12, 12, 12, 10, 0, 0, 0, 0, 0};  // 58
    for (int round = 0; round < kRounds; ++round) {
        EXPECT_FALSE(state->isTerminal());
        EXPECT_EQ(state->round(), round);
        playTurn(*state, a[round]);
        playTurn(*state, b[round]);
        playTurn(*state, a[round]);
    }
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->round(), kRounds);
    EXPECT_EQ(state->scores(), (std::vector<int>{61, 58, 61}));
    EXPECT_EQ(state->ranking(), (std::vector<int>{1, 3, 1}));
    EXPECT_EQ(state->log(1), b);
    EXPECT_TRUE(state->legalMoves().empty());
    EXPECT_TRUE(state->chanceOutcomes().empty());
    EXPECT_EQ(state->returns(), (std::vector<double>{0.5, -1, 0.5}));
    EXPECT_FALSE(state->parseMove("roll 6 5 4 3 2").has_value());
}

TEST_F(SccStateTest, OneCargoDieThrownAgainAndTheLastThrowCountsEvenIfLower) {
    auto state = newGame(game_);
    play(*state, "roll 6 5 4 5 2");
    play(*state, "reroll 2");
    EXPECT_EQ(state->diceToThrow(), 1);
    EXPECT_EQ(state->chanceOutcomes().size(), 6u);
    play(*state, "roll 6");
    EXPECT_EQ(state->cargo(), (std::array<int, 2>{5, 6}));
    play(*state, "reroll 5");
    play(*state, "roll 1");
    // Third throw made: 6 + 1 is final.
    EXPECT_EQ(state->log(0), std::vector<int>{7});
    EXPECT_EQ(state->seatToPlay(), 1);
}

TEST_F(SccStateTest, WithoutCargoRethrowTheCargoScoresAsItLands) {
    Options options;
    options.set("cargo-reroll", "false");
    auto state = newGame(game_, 2, options);
    EXPECT_FALSE(state->rules().cargoReroll);
    play(*state, "roll 6 5 4 1 1");
    EXPECT_EQ(state->log(0), std::vector<int>{2});
    EXPECT_EQ(state->seatToPlay(), 1);
}

TEST_F(SccStateTest, IllegalMovesAreRefused) {
    auto state = newGame(game_);
    EXPECT_FALSE(state->parseMove("roll 6 5 4 3").has_value());  // five dice to throw
    EXPECT_FALSE(state->parseMove("stop").has_value());
    EXPECT_FALSE(state->parseMove("roll 7 5 4 3 2").has_value());
    EXPECT_FALSE(state->parseMove("sail away").has_value());
    play(*state, "roll 6 5 4 1 3");
    EXPECT_FALSE(state->parseMove("reroll 4").has_value());  // not a cargo die
    EXPECT_FALSE(state->parseMove("reroll 1 1").has_value());
    EXPECT_FALSE(state->parseMove("reroll 1 3 3").has_value());
    EXPECT_FALSE(state->parseMove("roll 1 1").has_value());
    EXPECT_THROW(state->apply(encode(SccMove::reroll(dice({6})))), IllegalMove);
    EXPECT_THROW(state->apply(encode(SccMove::throwOf(dice({6, 6})))), IllegalMove);
    EXPECT_THROW(decode(3), IllegalMove);
    EXPECT_THROW(decode(encode(SccMove::reroll(dice({1, 2, 3})))), IllegalMove);
    EXPECT_THROW(decode(Move{1} << 40), IllegalMove);
    EXPECT_EQ(state->parseMove("  REROLL  3 1 "), encode(SccMove::reroll(dice({1, 3}))));
}

TEST_F(SccStateTest, NotationRoundTripsForEveryMoveAndOutcome) {
    auto state = newGame(game_);
    for (const auto& outcome : state->chanceOutcomes()) {
        const std::string text = state->moveToString(outcome.move);
        EXPECT_EQ(state->parseMove(text), outcome.move) << text;
    }
    play(*state, "roll 6 5 4 2 3");
    for (Move m : state->legalMoves()) EXPECT_EQ(state->parseMove(state->moveToString(m)), m);
    EXPECT_EQ(state->legalMoves().size(), 4u);
    EXPECT_EQ(state->toString(),
              "miles: 0 0\nround 1, seat 0 to play, 1 throws made, holds crew\ncargo: 3 2 (5 "
              "miles)\n");
}

TEST_F(SccStateTest, BadSetupsAreInputErrors) {
    EXPECT_THROW(game_.newInitialState({}, 1), InputError);
    EXPECT_THROW(game_.newInitialState({}, 5), InputError);
    Options bad;
    bad.set("cargo-reroll", "maybe");
    EXPECT_THROW(game_.newInitialState(bad, 2), InputError);
    Options unknown;
    unknown.set("sails", "3");
    EXPECT_THROW(game_.newInitialState(unknown, 2), InputError);
    EXPECT_EQ(game_.info().id, "ship-captain-crew");
    EXPECT_EQ(game_.levels().size(), 3u);
}

}  // namespace
}  // namespace lt::shipcaptaincrew::test
