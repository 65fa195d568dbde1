// Dice poker's computer players: the exact solver's probabilities, and each level's choices in
// positions where the right play is clear.
#include <gtest/gtest.h>

#include "framework/view.h"
#include "games/dice_poker/ai/agent.h"
#include "games/dice_poker/hands.h"
#include "test_support.h"

namespace lt::dicepoker {
namespace {

using test::hand;
using test::newGame;
using test::play;

class DicePokerAgent : public ::testing::Test {
  protected:
    PokerMove decide(ai::Level level, const PokerState& state) {
        ai::PokerAgent agent(level, tables_);
        Rng rng(5);
        return agent.decide(state, rng);
    }

    // One set of tables for every test: they are the same for all.
    static void SetUpTestSuite() { tables_ = std::make_shared<ai::PolicyTables>(); }
    static void TearDownTestSuite() { tables_.reset(); }

    PokerGame game_;
    static std::shared_ptr<ai::PolicyTables> tables_;
};

std::shared_ptr<ai::PolicyTables> DicePokerAgent::tables_;

TEST_F(DicePokerAgent, OneThrowBeatTableMatchesCountingByHand) {
    // With one throw, the chance to beat the lowest hand is everything but an equal throw
    // (half of it counts: a play-off): 1 - 120/7776/2.
    const ai::HandValues& one = tables_->beat(1);
    EXPECT_NEAR(one[handIndex(hand({1, 2, 3, 4, 6}))], 1.0 - 60.0 / 7776.0, 1e-12);
    // Only a poker of sixes ties with a poker of sixes, and nothing beats it.
    EXPECT_NEAR(one[handIndex(hand({6, 6, 6, 6, 6}))], 0.5 / 7776.0, 1e-12);
    // Beating a poker of fives in one throw: only the poker of sixes.
    EXPECT_NEAR(one[handIndex(hand({5, 5, 5, 5, 5}))], 1.5 / 7776.0, 1e-12);
}

TEST_F(DicePokerAgent, MoreThrowsNeverHurt) {
    for (std::size_t h = 0; h < allHands().size(); h += 7) {
        EXPECT_LE(tables_->beat(1)[h], tables_->beat(2)[h] + 1e-12);
        EXPECT_LE(tables_->beat(2)[h], tables_->beat(3)[h] + 1e-12);
    }
    // Two throws to beat a pair of twos with kickers 6 5 4: keeping a higher pair is natural.
    EXPECT_GT(tables_->beat(2)[handIndex(hand({2, 2, 6, 5, 4}))], 0.8);
}

TEST_F(DicePokerAgent, TheLastPlayerStandsWhenAlreadyAhead) {
    auto state = newGame(game_, 2);
    play(*state, {"stake 1", "roll 1 2 3 4 6", "reroll 1", "roll 5", "stand"});  // a straight
    play(*state, {"roll 4 4 4 4 2"});  // four of a kind beats it: nothing to gain
    EXPECT_EQ(decide(ai::Level::Hard, *state), PokerMove::stand());
    EXPECT_EQ(decide(ai::Level::Medium, *state), PokerMove::stand());
    EXPECT_EQ(decide(ai::Level::Easy, *state), PokerMove::stand());
}

TEST_F(DicePokerAgent, BehindThePlayersThrowAgainKeepingTheRightDice) {
    auto state = newGame(game_, 2);
    play(*state, {"stake 1", "roll 3 3 3 1 2", "reroll 1 2", "roll 5 5", "stand"});  // full
    play(*state, {"roll 6 6 6 1 2"});
    // Behind a full house of threes: keep the three sixes and throw the other two.
    const PokerMove expected = PokerMove::reroll(hand({1, 2}));
    EXPECT_EQ(decide(ai::Level::Hard, *state), expected);
    EXPECT_EQ(decide(ai::Level::Medium, *state), expected);
    EXPECT_EQ(decide(ai::Level::Easy, *state), expected);
}

TEST_F(DicePokerAgent, TheStarterStandsOnPokerAndRethrowsNothing) {
    auto state = newGame(game_, 3);
    play(*state, {"stake 1", "roll 6 6 6 6 6"});
    EXPECT_EQ(decide(ai::Level::Hard, *state), PokerMove::stand());
    auto weak = newGame(game_, 3);
    play(*weak, {"stake 1", "roll 1 2 3 4 6"});
    const PokerMove hard = decide(ai::Level::Hard, *weak);
    EXPECT_EQ(hard.kind, MoveKind::Reroll);
    // Easy keeps the highest die; Medium keeps the straight draw 2-3-4-6 (a 5 completes it).
    EXPECT_EQ(decide(ai::Level::Easy, *weak), PokerMove::reroll(hand({1, 2, 3, 4})));
    EXPECT_EQ(decide(ai::Level::Medium, *weak), PokerMove::reroll(hand({1})));
}

TEST_F(DicePokerAgent, EasyBreaksTwoPairsMediumKeepsThem) {
    auto behind = newGame(game_, 2);
    play(*behind, {"stake 1", "roll 6 6 6 1 2", "reroll 1 2", "roll 1 2", "stand"});
    play(*behind, {"roll 5 5 2 2 1"});
    // Behind three sixes: Easy keeps only the higher pair, Medium both (a full house beats it).
    EXPECT_EQ(decide(ai::Level::Easy, *behind), PokerMove::reroll(hand({2, 2, 1})));
    EXPECT_EQ(decide(ai::Level::Medium, *behind), PokerMove::reroll(hand({1})));
}

TEST_F(DicePokerAgent, HardStakesTwoOnlyWithAnEdge) {
    auto state = newGame(game_, 2);
    ai::PokerAgent hard(ai::Level::Hard, tables_);
    const double chance = hard.starterWinChance(*state);
    EXPECT_GT(chance, 0.3);
    EXPECT_LT(chance, 0.7);
    Rng rng(1);
    EXPECT_EQ(hard.decide(*state, rng), PokerMove::stakeOf(chance * 2 > 1.0 ? 2 : 1));
}

TEST_F(DicePokerAgent, AgentsAnswerThroughTheirView) {
    auto state = newGame(game_, 2);
    for (const char* level : {"easy", "medium", "hard"}) {
        const auto agent = game_.makeAgent(level);
        const auto view = state->viewFor(0);
        std::atomic<bool> stop{false};
        Rng rng(3);
        const Move move = agent->chooseMove(*view, stop, rng);
        EXPECT_TRUE(state->parseMove(state->moveToString(move)).has_value()) << level;
    }
}

}  // namespace
}  // namespace lt::dicepoker
