// Turns of No 5, no 2 throw by throw: the digest's test cases 1-6 with their exact points,
// the options (5 dice; the common rule where a throw with a 2 or 5 scores nothing), the end
// of the game with shared wins, notation and bad input.
#include <gtest/gtest.h>

#include "framework/errors.h"
#include "test_support.h"

namespace lt::no5no2::test {
namespace {

class N52StateTest : public ::testing::Test {
  protected:
    N52Game game_;
};

// Plays a whole four-dice turn of the seat to play worth exactly `points`: one scoring die
// and three stuck dice, then single scoring dice, then a 5.
void playTurn(N52State& state, int points) {
    if (points == 0) {
        play(state, "roll 5 2 2 5");
        return;
    }
    std::vector<int> faces;
    for (int left = points; left > 0;) {
        const int face = left >= 6 ? 6 : left >= 4 ? 4 : left >= 3 ? 3 : 1;
        faces.push_back(face);
        left -= face;
    }
    play(state, "roll " + std::to_string(faces[0]) + " 2 2 2");
    for (std::size_t i = 1; i < faces.size(); ++i) play(state, "roll " + std::to_string(faces[i]));
    play(state, "roll 5");
}

TEST_F(N52StateTest, CasesOneAndTwoATurnOfEighteen) {
    auto state = newGame(game_);
    EXPECT_EQ(state->currentActor(), actor::chance);
    EXPECT_EQ(state->roller(), 0);
    EXPECT_TRUE(state->legalMoves().empty());
    EXPECT_EQ(state->diceLeft(), 4);
    EXPECT_EQ(state->chanceOutcomes().size(), 126u);
    play(*state, "roll 6 5 3 2");
    EXPECT_EQ(state->lastThrowPoints(), 9);
    EXPECT_EQ(state->turnTotal(), 9);
    EXPECT_EQ(state->diceLeft(), 2);
    EXPECT_EQ(state->chanceOutcomes().size(), 21u);
    EXPECT_EQ(state->setAside(), dice({5, 2}));
    play(*state, "roll 4 4");
    EXPECT_EQ(state->turnTotal(), 17);
    EXPECT_EQ(state->diceLeft(), 2);
    play(*state, "roll 2 1");
    EXPECT_EQ(state->turnTotal(), 18);
    EXPECT_EQ(state->diceLeft(), 1);
    EXPECT_EQ(state->lastTurnTotal(), -1);
    play(*state, "roll 5");
    EXPECT_EQ(state->log(0), std::vector<int>{18});
    EXPECT_EQ(state->lastTurnTotal(), 18);
    EXPECT_EQ(state->tableSeat(), 0);
    EXPECT_EQ(state->setAside(), dice({5, 5, 2, 2}));
    EXPECT_EQ(state->throwsThisTurn(), 0);
    EXPECT_EQ(state->seatToPlay(), 1);
    EXPECT_EQ(state->diceLeft(), 4);
    EXPECT_EQ(state->turnTotal(), 0);
    EXPECT_EQ(state->roller(), 1);
}

TEST_F(N52StateTest, CaseThreeAllStuckAtOnceScoresNothing) {
    auto state = newGame(game_);
    play(*state, "roll 5 2 2 5");
    EXPECT_EQ(state->log(0), std::vector<int>{0});
    EXPECT_EQ(state->lastTurnTotal(), 0);
    EXPECT_EQ(state->seatToPlay(), 1);
}

TEST_F(N52StateTest, CasesFourAndFiveScoringDiceAreThrownAgain) {
    auto state = newGame(game_);
    play(*state, "roll 1 3 4 6");
    EXPECT_EQ(state->turnTotal(), 14);
    EXPECT_EQ(state->diceLeft(), 4);
    state = newGame(game_);
    play(*state, "roll 6 6 6 6");
    EXPECT_EQ(state->turnTotal(), 24);
    play(*state, "roll 2 2 5 5");
    EXPECT_EQ(state->log(0), std::vector<int>{24});
}

TEST_F(N52StateTest, CaseSixTenTurnsMakeTheFinalScore) {
    auto state = newGame(game_);
    const std::vector<int> turns{12, 0, 18, 9, 30, 7, 14, 22, 5, 11};
    const std::vector<int> other{11, 12, 0, 18, 9, 30, 7, 14, 22, 5};
    for (int round = 0; round < kRounds; ++round) {
        EXPECT_EQ(state->round(), round);
        playTurn(*state, turns[round]);
        playTurn(*state, other[round]);
    }
    EXPECT_TRUE(state->isTerminal());
    EXPECT_EQ(state->log(0), turns);
    EXPECT_EQ(state->scores(), (std::vector<int>{128, 128}));
    // Equal totals share the win (S3).
    EXPECT_EQ(state->ranking(), (std::vector<int>{1, 1}));
    EXPECT_TRUE(state->chanceOutcomes().empty());
    EXPECT_FALSE(state->roller().has_value());
    EXPECT_FALSE(state->parseMove("roll 6 6 6 6").has_value());
    EXPECT_THROW(state->apply(encodeThrow(dice({6, 6, 6, 6}))), IllegalMove);
}

TEST_F(N52StateTest, TheHighestTotalWins) {
    auto state = newGame(game_, 3);
    for (int round = 0; round < kRounds; ++round) {
        playTurn(*state, 10);
        playTurn(*state, 12);
        playTurn(*state, round == 0 ? 3 : 10);
    }
    EXPECT_EQ(state->scores(), (std::vector<int>{100, 120, 93}));
    EXPECT_EQ(state->ranking(), (std::vector<int>{2, 1, 3}));
    EXPECT_EQ(state->returns(), (std::vector<double>{0, 1, -1}));
}

TEST_F(N52StateTest, FiveDiceOption) {
    Options options;
    options.set("dice", "5");
    auto state = newGame(game_, 2, options);
    EXPECT_EQ(state->diceLeft(), 5);
    EXPECT_EQ(state->chanceOutcomes().size(), 252u);
    EXPECT_FALSE(state->parseMove("roll 6 5 3 2").has_value());
    play(*state, "roll 6 5 3 2 1");
    EXPECT_EQ(state->turnTotal(), 10);
    EXPECT_EQ(state->diceLeft(), 3);
}

TEST_F(N52StateTest, CommonRuleAThrowWithATwoOrFiveScoresNothing) {
    Options options;
    options.set("stuck-throw-scores", "false");
    auto state = newGame(game_, 2, options);
    play(*state, "roll 6 5 3 2");
    EXPECT_EQ(state->lastThrowPoints(), 0);
    EXPECT_EQ(state->turnTotal(), 0);
    EXPECT_EQ(state->diceLeft(), 2);
    play(*state, "roll 4 4");
    EXPECT_EQ(state->turnTotal(), 8);
    play(*state, "roll 2 1");
    EXPECT_EQ(state->turnTotal(), 8);
    play(*state, "roll 5");
    EXPECT_EQ(state->log(0), std::vector<int>{8});
}

TEST_F(N52StateTest, NotationAndBadInput) {
    auto state = newGame(game_);
    for (const auto& outcome : state->chanceOutcomes()) {
        const std::string text = state->moveToString(outcome.move);
        EXPECT_EQ(state->parseMove(text), outcome.move) << text;
    }
    EXPECT_EQ(state->moveToString(encodeThrow(dice({2, 6, 3, 5}))), "roll 6 5 3 2");
    EXPECT_EQ(state->parseMove(" ROLL 2 3 6 5 "), encodeThrow(dice({6, 5, 3, 2})));
    EXPECT_FALSE(state->parseMove("roll 6 5 3").has_value());
    EXPECT_FALSE(state->parseMove("roll 6 5 3 7").has_value());
    EXPECT_FALSE(state->parseMove("stop").has_value());
    EXPECT_FALSE(state->parseMove("roll").has_value());
    EXPECT_THROW(state->apply(encodeThrow(dice({6, 6}))), IllegalMove);
    EXPECT_THROW(decodeThrow(0), IllegalMove);
    EXPECT_THROW(decodeThrow(Move{1} << 40), IllegalMove);
    EXPECT_EQ(state->toString(), "points: 0 0\nround 1, seat 0 to throw 4 dice, turn total 0\n");
    EXPECT_THROW(game_.newInitialState({}, 1), InputError);
    EXPECT_THROW(game_.newInitialState({}, 5), InputError);
    Options bad;
    bad.set("dice", "6");
    EXPECT_THROW(game_.newInitialState(bad, 2), InputError);
    EXPECT_EQ(game_.levels().size(), 3u);
}

}  // namespace
}  // namespace lt::no5no2::test
