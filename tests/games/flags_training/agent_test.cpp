#include <gtest/gtest.h>

#include <atomic>

#include "framework/agent.h"
#include "framework/view.h"
#include "games/flags_training/game.h"
#include "games/flags_training/state.h"

namespace lt::flags_training {
namespace {

// How many of `trials` flags the level answers right (a fixed question, fresh rng draws).
int rightAnswers(const TrainingGame& game, std::string_view level, int trials) {
    auto state = game.newInitialState(Options(), 2);
    state->apply(*state->parseMove("flag de"));
    state->apply(*state->parseMove("options it de ch al"));
    auto agent = game.makeAgent(level);
    const auto view = state->viewFor(0);
    std::atomic<bool> stop{false};
    Rng rng(2024);
    int right = 0;
    for (int i = 0; i < trials; ++i) {
        const Move move = agent->chooseMove(*view, stop, rng);
        const auto legal = state->legalMoves();
        EXPECT_NE(std::find(legal.begin(), legal.end(), move), legal.end());
        if (move == 1) ++right;  // Germany is card 1 of the box
    }
    return right;
}

TEST(FlagsTrainingAgent, LevelsAnswerRightAtTheirRates) {
    TrainingGame game;
    // 2,000 answers: the rates are 0.55 / 0.80 / 0.97; the bounds are about 4 standard deviations.
    const int easy = rightAnswers(game, "easy", 2000);
    const int medium = rightAnswers(game, "medium", 2000);
    const int hard = rightAnswers(game, "hard", 2000);
    EXPECT_NEAR(easy, 1100, 90);
    EXPECT_NEAR(medium, 1600, 72);
    EXPECT_NEAR(hard, 1940, 31);
}

TEST(FlagsTrainingAgent, SameSeedSameAnswers) {
    TrainingGame game;
    EXPECT_EQ(rightAnswers(game, "medium", 200), rightAnswers(game, "medium", 200));
}

TEST(FlagsTrainingAgent, TypedWrongAnswersAreCountriesOfTheSameContinent) {
    TrainingGame game;
    auto state =
        game.newInitialState(Options(std::map<std::string, std::string>{{"answers", "typed"}}), 2);
    state->apply(*state->parseMove("flag de"));
    auto agent = game.makeAgent("easy");
    const auto view = state->viewFor(0);
    const auto& training = static_cast<const TrainingState&>(*state);
    std::atomic<bool> stop{false};
    Rng rng(7);
    int right = 0;
    for (int i = 0; i < 400; ++i) {
        const Move move = agent->chooseMove(*view, stop, rng);
        if (move == 1) {
            ++right;
            continue;
        }
        ASSERT_LT(move, training.cards().size());
        EXPECT_EQ(training.card(static_cast<int>(move)).continent, flags::Continent::Europe);
    }
    EXPECT_NEAR(right, 0.55 * 400, 40);
}

}  // namespace
}  // namespace lt::flags_training
