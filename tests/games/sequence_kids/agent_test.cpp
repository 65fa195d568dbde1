// The computer players: every level takes a win, medium and hard block a line of three, and
// none reads more than its view.
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/view.h"
#include "games/sequence_kids/agent.h"
#include "games/sequence_kids/moves.h"

namespace lt::sequence_kids {
namespace {

using namespace fixture;

Move choose(const SequenceKidsGame& game, const std::string& level, const State& state,
            std::uint64_t seed) {
    auto agent = game.makeAgent(level);
    std::atomic<bool> stop{false};
    Rng rng(seed);
    return agent->chooseMove(*state.viewFor(state.currentActor()), stop, rng);
}

TEST(SequenceKidsAgent, EveryLevelTakesAWinWhenItIsNotMistaken) {
    SequenceKidsGame game;
    auto state =
        arrange(game, {.hands = {"parrot owl bear", "frog zebra panda"}, .chips = "r1c2:0 r1c3:0"});
    for (const char* level : {"medium", "hard"})
        for (std::uint64_t seed = 1; seed <= 5; ++seed)
            EXPECT_EQ(state.moveToString(choose(game, level, state, seed)), "parrot r1c4") << level;
}

TEST(SequenceKidsAgent, MediumAndHardBlockALineOfThree) {
    SequenceKidsGame game;
    // Yellow threatens r1c4 (parrot) with the corner and r1c2, r1c3; Red holds a parrot.
    auto state = arrange(
        game, {.hands = {"parrot owl bear", "frog zebra panda"}, .chips = "r1c2:1 r1c3:1 r4c4:0"});
    for (const char* level : {"medium", "hard"})
        for (std::uint64_t seed = 1; seed <= 3; ++seed)
            EXPECT_EQ(state.moveToString(choose(game, level, state, seed)), "parrot r1c4") << level;
}

TEST(SequenceKidsAgent, ADeadCardIsReplacedFirst) {
    SequenceKidsGame game;
    auto state =
        arrange(game, {.hands = {"lion owl bear", "frog zebra panda"}, .chips = "r1c6:1 r5c5:1"});
    EXPECT_EQ(state.moveToString(choose(game, "medium", state, 1)), "dead lion");
}

TEST(SequenceKidsAgent, EasySometimesMisses) {
    SequenceKidsGame game;
    auto state =
        arrange(game, {.hands = {"parrot owl bear", "frog zebra panda"}, .chips = "r1c2:0 r1c3:0"});
    int wins = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed)
        wins += state.moveToString(choose(game, "easy", state, seed)) == "parrot r1c4";
    EXPECT_GT(wins, 20);
    EXPECT_LT(wins, 40);
}

}  // namespace
}  // namespace lt::sequence_kids
