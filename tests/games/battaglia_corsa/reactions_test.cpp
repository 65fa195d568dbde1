// The computers' slaps (digest §5.4): reaction times and misses by level, false slaps and
// the card let go after one, and plans that a re-plan repeats.
#include <gtest/gtest.h>

#include <algorithm>

#include "framework/agent.h"
#include "framework/errors.h"
#include "games/battaglia_corsa/game.h"
#include "games/battaglia_corsa/reactions.h"
#include "test_support.h"

namespace lt::battaglia_corsa {
namespace {

using test::card;
using test::cardsOf;

// A position where the top two cards are `first` then `second`, the n-th of a series (so each
// draws its own reaction).
SlapState pileOf(const Game& game, int first, int second, int n) {
    // Fillers of various lengths and cards, so that each n draws its own reactions.
    std::vector<int> pile;
    for (int i = 0; i <= n % 20; ++i) pile.push_back((n / 20 + 3 * i) % 52);
    pile.push_back(first);
    pile.push_back(second);
    SlapState state(game, 3);
    state.setPosition({cardsOf("3C 4C 5C"), cardsOf("3D 4D"), cardsOf("3H 4H")}, pile, 0);
    return state;
}

struct Sample {
    double medianMs = 0;
    double slapShare = 0;
};

Sample sample(const Game& game, std::string_view level, bool pair) {
    std::vector<int> times;
    int slaps = 0;
    const int runs = 4000;
    for (int n = 0; n < runs; ++n) {
        const int first = n % 52;
        const int second = pair ? (first + 13) % 52 : (first / 13) * 13 + (first % 13 + 1) % 13;
        const SlapState state = pileOf(game, first, second, n);
        const auto plan = planSlap(state, static_cast<PlayerId>(n % 3), level);
        if (!plan) continue;
        ++slaps;
        times.push_back(slapStamp(plan->move));
    }
    std::sort(times.begin(), times.end());
    Sample s;
    s.slapShare = static_cast<double>(slaps) / runs;
    s.medianMs = times.empty() ? 0 : times[times.size() / 2];
    return s;
}

TEST(SlapReactions, LevelsReactAndMissAsTheDigestSays) {
    SlapGame game;
    const Sample easy = sample(game, "easy", true);
    const Sample hard = sample(game, "hard", true);
    const Sample medium = sample(game, "medium", true);
    EXPECT_NEAR(easy.medianMs, 600, 25);
    EXPECT_NEAR(medium.medianMs, 500, 25);
    EXPECT_NEAR(hard.medianMs, 430, 25);
    EXPECT_NEAR(easy.slapShare, 0.85, 0.02);
    EXPECT_NEAR(medium.slapShare, 0.92, 0.02);
    EXPECT_NEAR(hard.slapShare, 0.97, 0.015);
    EXPECT_NEAR(sample(game, "easy", false).slapShare, 0.04, 0.012);
    EXPECT_NEAR(sample(game, "hard", false).slapShare, 0.01, 0.006);
}

TEST(SlapReactions, APlanIsTheSameAfterAnotherPlayersSlap) {
    SlapGame game;
    // Find a card seat 2 slaps falsely while seat 1 slaps too, later.
    for (int n = 0; n < 40000; ++n) {
        SlapState state = pileOf(game, card("4S"), card("9S"), n);
        const auto mine = planSlap(state, 1, "easy");
        const auto other = planSlap(state, 2, "easy");
        if (!mine || !other || slapStamp(other->move) >= slapStamp(mine->move)) continue;
        state.applyClaim(2, other->move);
        const auto again = planSlap(state, 1, "easy");
        ASSERT_TRUE(again);
        EXPECT_EQ(again->move, mine->move);
        EXPECT_EQ(again->delayMs, slapStamp(mine->move) - slapStamp(other->move));
        return;
    }
    FAIL() << "no such card";
}

TEST(SlapReactions, AfterAFalseSlapAComputerLetsTheNextCardGo) {
    SlapGame game;
    SlapState state(game, 2);
    state.setPosition({cardsOf("3C 4C 5C 6C 7C"), cardsOf("9D 3D 5D 6D 7D 8D")}, {}, 0);
    state.apply(turnMove());
    state.applyClaim(1, slapMove(1, 400));
    EXPECT_EQ(state.lastFalseSlap(1), 1);
    state.apply(turnMove());  // 3D on 3C: a pair
    ASSERT_TRUE(state.pairOnTop());
    EXPECT_EQ(planSlap(state, 1, "hard"), std::nullopt);
    EXPECT_EQ(reactionMs(state, 1, "hard"), std::nullopt);
}

TEST(SlapReactions, UnknownLevelsAreRefused) {
    EXPECT_THROW(skillFor("expert"), InputError);
    SlapGame game;
    EXPECT_THROW(game.makeAgent("expert"), InputError);
}

}  // namespace
}  // namespace lt::battaglia_corsa
