// The computer players: every level takes a win, medium and hard block a line of three, and
// none reads more than its view.
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/view.h"
#include "games/sequence_kids/agent.h"
#include "games/sequence_kids/moves.h"
#include "games/sequence_kids/threats.h"
#include "games/sequence_kids/view.h"

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

// Red makes a line of three (corner, r1c2, r1c3) whose last space, the parrot, he holds the card
// for: Yellow must hold a parrot or a Unicorn to stop him. The same monkey elsewhere is worth
// far less.
TEST(SequenceKidsAgent, TheLookAheadValuesAThreatWhoseCardIsHeld) {
    SequenceKidsGame game;
    auto state = arrange(
        game, {.hands = {"monkey parrot frog", "owl bear zebra"}, .chips = "r1c2:0 r4c4:1"});
    const auto view = state.viewFor(red);
    const auto& mine = dynamic_cast<const SequenceKidsView&>(*view);
    const double threat = lookAheadScore(mine, *state.parseMove("monkey r1c3"));
    const double elsewhere = lookAheadScore(mine, *state.parseMove("monkey r3c7"));
    EXPECT_GT(threat, elsewhere + 500);
    // Yellow's line of three (corner, r2c2, r3c3) left open at r4c4: Yellow finishes it if he
    // holds one of the 2 penguins or 2 Unicorns Red has not seen, about 3 times in 10.
    auto score = [&game](const std::string& chips) {
        auto position =
            arrange(game, {.hands = {"monkey frog owl", "bear zebra tiger"}, .chips = chips});
        const auto seen = position.viewFor(red);
        return lookAheadScore(dynamic_cast<const SequenceKidsView&>(*seen),
                              *position.parseMove("frog r2c5"));
    };
    const double danger = score("r2c2:1 r3c3:1");
    const double calm = score("r2c2:1 r5c5:1");
    EXPECT_LT(danger, calm - 250);
    EXPECT_GT(danger, calm - 400);
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
