// 421's computer players: the tables behind Hard, and each level's choices where the right
// play is clear.
#include <gtest/gtest.h>

#include "framework/view.h"
#include "games/dice_421/ai/agent.h"
#include "games/dice_421/combinations.h"
#include "test_support.h"

namespace lt::dice421 {
namespace {

using test::hand;
using test::newGame;
using test::play;

class Dice421Agent : public ::testing::Test {
  protected:
    Move421 decide(ai::Level level, const State421& state) {
        ai::Agent421 agent(level, tables_);
        return agent.decide(state);
    }

    // The charge of the state tests: A 6 tokens, B 13, C 2; B leads the discharge.
    std::unique_ptr<State421> afterTheCharge() {
        auto state = newGame(game_, 3);
        play(*state,
             {"roll 4 2 1", "roll 3 3 1", "roll 1 1 1", "roll 6 6 6", "roll 6 5 4", "roll 5 3 2",
              "roll 2 2 2", "roll 6 6 5", "roll 6 5 3", "roll 4 2 1", "roll 6 6 5", "roll 6 6 4"});
        return state;
    }

    Game421 game_;
    std::shared_ptr<ai::PolicyTables> tables_ = std::make_shared<ai::PolicyTables>();
};

TEST_F(Dice421Agent, OneThrowTablesCountThrowsExactly) {
    // One throw: everything but 221 itself (3 ways in 216) is above 221...
    EXPECT_NEAR(tables_->above(1)[handIndex(hand({2, 2, 1}))], 213.0 / 216.0, 1e-12);
    // ...and everything but 421 (6 ways) is below it.
    EXPECT_NEAR(tables_->below(1)[handIndex(hand({4, 2, 1}))], 210.0 / 216.0, 1e-12);
    // More throws aimed high end higher.
    const int middle = handIndex(hand({6, 5, 3}));
    EXPECT_GT(tables_->above(3)[middle], tables_->above(2)[middle]);
    EXPECT_GT(tables_->above(2)[middle], tables_->above(1)[middle]);
}

TEST_F(Dice421Agent, TheLeaderStandsOnFourTwoOne) {
    auto state = afterTheCharge();
    play(*state, {"roll 4 2 1"});
    EXPECT_EQ(decide(ai::Level::Hard, *state), Move421::stand());
    EXPECT_EQ(decide(ai::Level::Medium, *state), Move421::stand());
    EXPECT_EQ(decide(ai::Level::Easy, *state), Move421::stand());
}

TEST_F(Dice421Agent, TheLeaderThrowsAgainWithAWeakThrow) {
    auto state = afterTheCharge();
    play(*state, {"roll 6 5 3"});
    for (ai::Level level : {ai::Level::Easy, ai::Level::Medium, ai::Level::Hard})
        EXPECT_EQ(decide(level, *state).kind, MoveKind::Reroll);
    EXPECT_EQ(decide(ai::Level::Easy, *state), Move421::reroll(hand({6, 5, 3})));
}

TEST_F(Dice421Agent, AForcedThrowKeepsWhatItCan) {
    auto state = afterTheCharge();
    play(*state, {"roll 6 5 3", "reroll 6 5 3", "roll 3 3 2", "stand", "roll 4 2 1"});
    // C must throw a second time with a 421 in hand, B showing 332: throwing the 2 again keeps
    // him above 332 whatever falls (411, 431, ... 461), so Easy and Medium move only the 2.
    EXPECT_EQ(decide(ai::Level::Easy, *state), Move421::reroll(hand({2})));
    EXPECT_EQ(decide(ai::Level::Medium, *state), Move421::reroll(hand({2})));
    const Move421 hard = decide(ai::Level::Hard, *state);
    EXPECT_EQ(hard.kind, MoveKind::Reroll);
    EXPECT_LT(diceTotal(hard.dice), 3);
}

TEST_F(Dice421Agent, AgentsAnswerThroughTheirView) {
    auto state = afterTheCharge();
    play(*state, {"roll 5 5 2"});
    for (const char* level : {"easy", "medium", "hard"}) {
        const auto agent = game_.makeAgent(level);
        const auto view = state->viewFor(1);
        std::atomic<bool> stop{false};
        Rng rng(3);
        const Move move = agent->chooseMove(*view, stop, rng);
        EXPECT_TRUE(state->parseMove(state->moveToString(move)).has_value()) << level;
    }
}

}  // namespace
}  // namespace lt::dice421
