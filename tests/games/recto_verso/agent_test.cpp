// The Recto Verso computer players: legal moves at every step, from their view only, and the
// choices that matter most.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>

#include "arrange.h"
#include "framework/agent.h"
#include "framework/rng.h"
#include "framework/view.h"

namespace lt::recto_verso {
namespace {

using namespace fixture;

Move choose(const RectoVersoGame& game, const State& state, const char* level, std::uint64_t seed) {
    auto agent = game.makeAgent(level);
    std::atomic<bool> stop{false};
    Rng rng(seed);
    return agent->chooseMove(*state.viewFor(state.currentActor()), stop, rng);
}

TEST(RectoVersoAgent, EveryLevelPlaysLegalMovesToTheEnd) {
    RectoVersoGame game;
    for (const char* level : {"easy", "medium", "hard"})
        for (int players : {2, 4}) {
            auto state = game.newInitialState({}, players);
            Rng rng(players);
            while (!state->isTerminal()) {
                if (state->isChanceNode()) {
                    const auto outcomes = state->chanceOutcomes();
                    state->apply(outcomes[rng.below(outcomes.size())].move);
                    continue;
                }
                const Move move = choose(game, *state, level, rng.next());
                const auto legal = state->legalMoves();
                ASSERT_NE(std::find(legal.begin(), legal.end(), move), legal.end()) << level;
                state->apply(move);
            }
        }
}

// Five Whale fronts: after playing the Fox, Medium and Hard take the one Whale in the middle,
// which ends the round (Ben holds the other Whales that could lie face up).
TEST(RectoVersoAgent, TakesTheCardThatEndsTheRound) {
    RectoVersoGame game;
    for (const char* level : {"medium", "hard"}) {
        auto state =
            arrange(game, {{"4b 8b 11b 13b 26b 16a", "1a 2a 3a 15b 30b 33b"}, "9a 10a 19b"});
        play(state, "play 6");
        EXPECT_EQ(state.moveToString(choose(game, state, level, 1)), "take 3") << level;
    }
}

// With a Steal in hand and five Whales, after playing it Medium and Hard steal
// the Whale they see in Ben's hand.
TEST(RectoVersoAgent, StealsTheCardThatEndsTheRound) {
    RectoVersoGame game;
    for (const char* level : {"medium", "hard"}) {
        // Ben holds 15b (Lion / Skip towards him): Anna sees Whale / half star right.
        auto state = arrange(game, {{"4b 8b 11b 13b 26b 2a", "1a 15b 3a 5a 6a 7a"}, "9a 10a"});
        play(state, "play 6");  // Fox / Steal
        EXPECT_EQ(state.moveToString(choose(game, state, level, 1)), "steal hand 2 card 2")
            << level;
    }
}

// Hard knows the cards: a Flip 1 on its own Fox / Flip 1 (card 4, Whale on the back) turns it
// into a Whale; Medium cannot tell which of its cards hides a Whale.
TEST(RectoVersoAgent, HardFlipsItsOwnCardWhenTheBackIsWanted) {
    RectoVersoGame game;
    auto state = arrange(game, {{"8b 11b 13b 26b 4a 27a", "1a 2a 3a 5a 6a 7a"}, "9a 10a"});
    play(state, "play 6");  // Elephant / Flip 1
    EXPECT_EQ(state.moveToString(choose(game, state, "hard", 1)), "flip hand 1 card 5");
}

}  // namespace
}  // namespace lt::recto_verso
