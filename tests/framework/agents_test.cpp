#include <gtest/gtest.h>

#include "agents/ismcts_agent.h"
#include "agents/random_agent.h"
#include "agents/self_play.h"
#include "fixture_games.h"
#include "framework/view.h"

namespace lt {
namespace {

const std::atomic<bool> kNoStop{false};

Move choose(Agent& agent, const std::string& board, std::uint64_t seed = 3) {
    test::TicTacToeGame game;
    test::TicTacToeState state(game);
    state.set(board);
    Rng rng(seed);
    return agent.chooseMove(*state.viewFor(state.currentActor()), kNoStop, rng);
}

TEST(Ismcts, TakesTheWinningMove) {
    IsmctsAgent agent({.iterations = 2000});
    EXPECT_EQ(choose(agent, "XX.OO...."), 2u);  // X completes the top row
}

TEST(Ismcts, BlocksTheOpponentsThreat) {
    IsmctsAgent agent({.iterations = 3000});
    EXPECT_EQ(choose(agent, "OO..X...X"), 2u);  // X must block c1
}

TEST(Ismcts, NeverLosesToRandomAtTicTacToe) {
    test::TicTacToeGame game;
    int losses = 0;
    for (int g = 0; g < 10; ++g) {
        const bool ismctsFirst = g % 2 == 0;
        Match match(game, {}, parseSeatList("ai:hard,ai:hard"), g);
        std::vector<std::unique_ptr<Agent>> agents;
        agents.push_back(std::make_unique<IsmctsAgent>(MctsConfig{.iterations = 1500}));
        agents.push_back(std::make_unique<RandomAgent>());
        if (!ismctsFirst) std::swap(agents[0], agents[1]);
        const auto result = playOut(match, agents, 100 + g);
        ASSERT_TRUE(result.finished);
        losses += result.ranking[ismctsFirst ? 0 : 1] == 2;
    }
    EXPECT_EQ(losses, 0);
}

TEST(Ismcts, StopsPromptlyWhenAsked) {
    IsmctsAgent agent({.iterations = 1'000'000'000, .timeLimit = std::chrono::hours(1)});
    test::TicTacToeGame game;
    test::TicTacToeState state(game);
    const std::atomic<bool> stop{true};
    Rng rng(1);
    const Move m = agent.chooseMove(*state.viewFor(0), stop, rng);
    EXPECT_LT(m, 9u);
    EXPECT_EQ(agent.lastIterations(), 0);
}

TEST(Ismcts, HandlesChanceNodes) {
    test::PigGame game;
    Match match(game, {}, parseSeatList("ai:medium,random"), 11);
    std::vector<std::unique_ptr<Agent>> agents;
    agents.push_back(std::make_unique<IsmctsAgent>(MctsConfig{.iterations = 200}));
    agents.push_back(std::make_unique<RandomAgent>());
    const auto result = playOut(match, agents, 5);
    EXPECT_TRUE(result.finished);
}

TEST(Ismcts, LevelsAreOrdered) {
    EXPECT_LT(mctsConfigForLevel("easy").iterations, mctsConfigForLevel("medium").iterations);
    EXPECT_LT(mctsConfigForLevel("medium").iterations, mctsConfigForLevel("hard").iterations);
}

}  // namespace
}  // namespace lt
