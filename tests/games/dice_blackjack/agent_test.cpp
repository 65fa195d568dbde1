// Each computer level's choices in given positions, through the Agent interface.
#include <gtest/gtest.h>

#include "framework/view.h"
#include "games/dice_blackjack/ai/agent.h"
#include "games/dice_blackjack/ai/threshold_policy.h"
#include "test_support.h"

namespace lt::diceblackjack {
namespace {
using test::newGame;
using test::playAll;

std::string choice(const BlackjackGame& game, const std::string& level,
                   const BlackjackState& state) {
    const auto agent = game.makeAgent(level);
    const std::atomic<bool> stop{false};
    Rng rng(1);
    const auto view = state.viewFor(state.seatToPlay());
    return state.moveToString(agent->chooseMove(*view, stop, rng));
}

TEST(BjAgent, LevelsAndNames) {
    const BlackjackGame game;
    const auto levels = game.levels();
    ASSERT_EQ(levels.size(), 3u);
    EXPECT_EQ(game.makeAgent("easy")->name(), "blackjack-beginner");
    EXPECT_EQ(game.makeAgent("medium")->name(), "blackjack-threshold");
    EXPECT_EQ(game.makeAgent("hard")->name(), "blackjack-token-optimal");
}

TEST(BjAgent, FirstOfThreeOnFifteen) {
    const BlackjackGame game;
    auto state = newGame(game);
    playAll(*state, {"roll 6 5 4"});
    EXPECT_EQ(choice(game, "hard", *state), "again 1");
    EXPECT_EQ(choice(game, "medium", *state), "again 1");  // aims for 17, one die cannot bust
    EXPECT_EQ(choice(game, "easy", *state), "again 1");
}

TEST(BjAgent, LastToPlayAgainstTwenty) {
    const BlackjackGame game;
    auto state = newGame(game, 2);
    playAll(*state, {"roll 6 6 6", "again 1", "roll 2", "stop", "roll 6 6 5"});  // 20, then 17
    EXPECT_EQ(choice(game, "hard", *state), "again 1");
    EXPECT_EQ(choice(game, "medium", *state), "again 1");
    EXPECT_EQ(choice(game, "easy", *state), "stop");  // the beginner stands on 17 regardless
}

TEST(BjAgent, LowScoresThrowMoreDice) {
    const BlackjackGame game;
    auto state = newGame(game, 2);
    playAll(*state, {"roll 1 1 2"});  // 4, first of two
    EXPECT_EQ(choice(game, "hard", *state), "again 3");
    EXPECT_EQ(choice(game, "medium", *state), "again 2");  // 3 dice could reach 22
    EXPECT_EQ(choice(game, "easy", *state), "again 3");
}

TEST(BjAgent, ThresholdHabits) {
    using ai::easyChoice;
    using ai::mediumChoice;
    EXPECT_EQ(mediumChoice(0, 0, 5), 0);    // last, ahead of nobody: stand
    EXPECT_EQ(mediumChoice(1, 0, 16), 1);   // players to come: 17 first
    EXPECT_EQ(mediumChoice(1, 18, 17), 1);  // behind: throw on
    EXPECT_EQ(mediumChoice(2, 18, 19), 0);  // ahead and at least 17
    EXPECT_EQ(mediumChoice(0, 21, 21), 0);  // the tie is all there is
    EXPECT_EQ(mediumChoice(0, 21, 20), 1);
    EXPECT_EQ(mediumChoice(1, 0, 3), 3);  // 18 to go: three dice cannot bust
    EXPECT_EQ(mediumChoice(1, 0, 9), 2);
    EXPECT_EQ(mediumChoice(1, 0, 10), 1);
    EXPECT_EQ(easyChoice(2, 20, 17), 0);  // stands on 17 although beaten
    EXPECT_EQ(easyChoice(0, 10, 12), 0);  // last and ahead
    EXPECT_EQ(easyChoice(1, 10, 12), 2);
    EXPECT_EQ(easyChoice(1, 0, 9), 3);
    EXPECT_EQ(easyChoice(1, 0, 16), 1);
}

}  // namespace
}  // namespace lt::diceblackjack
