// A player's view holds what he may see and nothing else, and the states it samples agree
// with it.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/match.h"
#include "games/crazy_eights/view.h"

namespace lt::crazy_eights {
namespace {

using namespace fixture;

TEST(CrazyEightsView, HiddenCardsDoNotChangeTheView) {
    CrazyEightsGame game;
    // Seat 1 holds 5♣ in one state and 6♣ in the other (the stock has the other one).
    const auto a = arrange(game, {"5D 6H", "3C 4C 5C", "4D 4H"}, "9D", 0);
    const auto b = arrange(game, {"5D 6H", "3C 4C 6C", "4D 4H"}, "9D", 0);
    EXPECT_NE(a.toString(), b.toString());
    EXPECT_EQ(a.viewFor(0)->toString(), b.viewFor(0)->toString());
    EXPECT_EQ(a.viewFor(2)->toString(), b.viewFor(2)->toString());
    EXPECT_NE(a.viewFor(1)->toString(), b.viewFor(1)->toString());
    const std::string text = a.viewFor(0)->toString();
    EXPECT_EQ(text.find("3♣"), std::string::npos);
    EXPECT_NE(text.find("my hand: 5♦ 6♥"), std::string::npos);
}

TEST(CrazyEightsView, GivenCardsAreKnownOnlyToTheGiver) {
    CrazyEightsGame game;
    auto state = arrange(game, {"5D 6C", "3C 7S", "4D 4H"}, "9D", 0);
    play(state, "play 5♦");
    state.applyClaim(1, catchMove(0));
    play(state, "1 gives 3♣ to 0");
    play(state, "2 gives 4♥ to 0");
    const auto giver = state.viewFor(2);
    EXPECT_NE(giver->toString().find("I know 0 holds: 4♥"), std::string::npos);
    EXPECT_EQ(state.viewFor(1)->toString().find("4♥"), std::string::npos);
    // Had seat 2 given the 4♦ instead, seat 1's view would be the same.
    auto other = arrange(game, {"5D 6C", "3C 7S", "4D 4H"}, "9D", 0);
    play(other, "play 5♦");
    other.applyClaim(1, catchMove(0));
    play(other, "1 gives 3♣ to 0");
    play(other, "2 gives 4♦ to 0");
    EXPECT_EQ(state.viewFor(1)->toString(), other.viewFor(1)->toString());
    EXPECT_NE(state.viewFor(2)->toString(), other.viewFor(2)->toString());
}

// Walks random matches; at every node each seat's view must sample states whose view of that
// seat is the same view, whose hidden cards differ between samples, and the true state must
// be among the possibilities (same counts).
TEST(CrazyEightsView, SampledStatesAgreeWithTheView) {
    CrazyEightsGame game;
    Rng rng(5);
    int checked = 0;
    int differing = 0;
    for (int players = 2; players <= 5; ++players) {
        Match match(game, option("deals", "2"), std::vector<SeatSpec>(players), players);
        auto state = match.state().clone();
        for (int ply = 0; ply < 300 && !state->isTerminal(); ++ply) {
            if (ply % 7 == 0) {
                for (PlayerId p = 0; p < players; ++p) {
                    const auto view = state->viewFor(p);
                    const auto first = view->sampleState(rng);
                    const auto second = view->sampleState(rng);
                    ASSERT_EQ(first->viewFor(p)->toString(), view->toString());
                    ASSERT_EQ(second->viewFor(p)->toString(), view->toString());
                    ASSERT_EQ(first->legalMoves().empty(), state->legalMoves().empty());
                    if (first->toString() != second->toString()) ++differing;
                    ++checked;
                }
            }
            // Claims sometimes, so that given cards are known.
            for (PlayerId p = 0; p < players; ++p) {
                const auto claims = state->claimMoves(p);
                if (!claims.empty() && rng.chance(0.3)) state->applyClaim(p, claims.front());
            }
            if (state->isChanceNode()) {
                const auto outcomes = state->chanceOutcomes();
                state->apply(outcomes[rng.below(outcomes.size())].move);
            } else {
                const auto moves = state->legalMoves();
                state->apply(moves[rng.below(moves.size())]);
            }
        }
    }
    EXPECT_GT(checked, 400);
    EXPECT_GT(differing, checked * 9 / 10);
}

}  // namespace
}  // namespace lt::crazy_eights
