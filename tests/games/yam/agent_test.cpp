#include <gtest/gtest.h>

#include "agents/self_play.h"
#include "framework/match.h"
#include "framework/view.h"
#include "games/yam/ai/agent.h"
#include "test_support.h"

namespace lt::yam {
namespace {
using test::dice;
using test::play;

YamMove decide(const YamGame& game, std::string_view level, const YamState& state,
               bool stopped = false) {
    auto agent = game.makeAgent(level);
    const std::atomic<bool> stop{stopped};
    return dynamic_cast<ai::YamAgent&>(*agent).decide(state, stop);
}

TEST(YamAgent, HardKeepsTheOnesForTheFirstDownBox) {
    YamGame game;
    auto state = test::newGame(game, "down");
    play(*state, "roll 1 1 2 3 4");
    EXPECT_EQ(decide(game, "hard", *state), YamMove::hold(dice({1, 1})));
    play(*state, "hold 1 1");
    play(*state, "roll 1 1 1");
    EXPECT_EQ(decide(game, "hard", *state), YamMove::score(Box::Ones, ColumnKind::Down));
}

TEST(YamAgent, HardTakesAYamInTheUpColumn) {
    YamGame game;
    auto state = test::newGame(game, "down-up");
    play(*state, "roll 3 3 3 3 3");
    EXPECT_EQ(decide(game, "hard", *state), YamMove::score(Box::Yam, ColumnKind::Up));
}

TEST(YamAgent, HardWithoutItsTableYetStillPlaysSensibly) {
    // Stopped before the free table exists: it falls back on the rule of thumb.
    YamGame game;
    auto state = test::newGame(game, "free");
    play(*state, "roll 5 5 5 5 5");
    EXPECT_EQ(decide(game, "hard", *state, true), YamMove::score(Box::Yam, ColumnKind::Free));
}

TEST(YamAgent, MediumTakesALargeStraightAndChasesAYam) {
    YamGame game;
    auto state = test::newGame(game, "free");
    play(*state, "roll 2 3 4 5 6");
    EXPECT_EQ(decide(game, "medium", *state), YamMove::score(Box::LargeStraight, ColumnKind::Free));
    play(*state, "score large free");
    // Four sixes with two throws to come: better than writing them now (Four of a kind 35).
    play(*state, "roll 6 6 1 6 6");
    EXPECT_EQ(decide(game, "medium", *state), YamMove::hold(dice({6, 6, 6, 6})));
}

TEST(YamAgent, EasyScoresTheBestBoxNow) {
    YamGame game;
    auto state = test::newGame(game, "free");
    play(*state, "roll 6 6 6 5 4");
    // Max 27 beats Tris 25 and the sixes' 18: greedy, even with two throws left.
    EXPECT_EQ(decide(game, "easy", *state), YamMove::score(Box::Max, ColumnKind::Free));
}

TEST(YamAgent, EasyKeepsTheDiceOfItsTarget) {
    YamGame game;
    auto state = test::newGame(game, "free");
    play(*state, "roll 1 2 2 5 6");
    // Best now is Min (16): it keeps the low dice and throws the 5 and the 6.
    EXPECT_EQ(decide(game, "easy", *state), YamMove::hold(dice({1, 2, 2})));
}

TEST(YamAgent, EasyWritesAZeroWhereItCostsLeast) {
    YamGame game;
    auto state = test::newGame(game, "down-up");
    play(*state, "roll 2 3 4 6 6");
    play(*state, "hold none");
    play(*state, "roll 2 3 4 6 6");
    play(*state, "hold none");
    play(*state, "roll 2 3 4 6 6");
    // Ones (down) and Yam (up) both score 0: the ones are worth less on average.
    EXPECT_EQ(decide(game, "easy", *state), YamMove::score(Box::Ones, ColumnKind::Down));
}

TEST(YamAgent, EasyTakesTheMostPointsAfterTheLastThrow) {
    YamGame game;
    auto state = test::newGame(game, "up-free");
    play(*state, "roll 1 2 3 5 6");
    play(*state, "hold none");
    play(*state, "roll 1 2 3 5 6");
    play(*state, "hold none");
    play(*state, "roll 1 1 3 4 6");
    // The Up column only offers Yam (0); in the free column Min's 15 is the most.
    const YamMove move = decide(game, "easy", *state);
    EXPECT_EQ(move.kind, MoveKind::Score);
    EXPECT_EQ(move.column, ColumnKind::Free);
    EXPECT_EQ(move.box, Box::Min);  // 15, the most points now
}

TEST(YamAgent, WholeGamesBetweenLevelsEndWithLegalMoves) {
    YamGame game;
    for (const std::string columns : {"down-up", "down-up-free"}) {
        Options options;
        options.set("columns", columns);
        // Hard only where its tables are quick to compute in a debug build.
        const std::string strongest = columns == "down-up" ? "hard" : "medium";
        Match match(game, options, {SeatSpec{false, "A", strongest}, SeatSpec{false, "B", "easy"}},
                    11);
        std::vector<std::unique_ptr<Agent>> agents;
        agents.push_back(game.makeAgent(strongest));
        agents.push_back(game.makeAgent("easy"));
        const auto result = playOut(match, agents, 5);
        EXPECT_TRUE(result.finished);
        EXPECT_EQ(result.scores.size(), 2u);
        EXPECT_GT(result.scores[0], 0);
    }
}

}  // namespace
}  // namespace lt::yam
