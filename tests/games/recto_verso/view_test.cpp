// What each Recto Verso seat sees: his fronts, the others' backs, the middle's upper sides,
// the cards he knows; a view samples back to a state that shows him the same.
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/rng.h"
#include "games/recto_verso/view.h"

namespace lt::recto_verso {
namespace {

using namespace fixture;

const RectoVersoView& asView(const std::unique_ptr<View>& view) {
    return static_cast<const RectoVersoView&>(*view);
}

TEST(RectoVersoView, OwnFrontsOthersBacksMiddleUp) {
    RectoVersoGame game;
    auto state = arrange(game, {{"1a 2b", "3a 4b"}, "5a"});
    const auto view = state.viewFor(anna);
    const auto& v = asView(view);
    EXPECT_EQ(v.hand(anna)[0].face, faceOf(0, 0));
    EXPECT_EQ(v.hand(anna)[1].face, faceOf(1, 1));
    EXPECT_EQ(v.hand(ben)[0].face, faceOf(2, 1));  // Ben's 3a: Anna sees side B
    EXPECT_EQ(v.hand(ben)[1].face, faceOf(3, 0));
    EXPECT_EQ(v.middle()[0].face, faceOf(4, 0));
    EXPECT_EQ(v.hand(ben)[0].known, std::nullopt);
    // Ben's fronts (Fox / Skip, Whale / Reverse) are not in Anna's view.
    EXPECT_NE(v.toString().find("\nhand 1: flamingo-steal fox-flip1\n"), std::string::npos);
}

TEST(RectoVersoView, SampledStatesShowEverySeatTheSame) {
    RectoVersoGame game;
    Rng rng(11);
    for (int players = 2; players <= 4; ++players) {
        auto state = game.newInitialState({}, players);
        for (int ply = 0; ply < 400 && !state->isTerminal(); ++ply) {
            if (ply % 5 == 0)
                for (PlayerId p = 0; p < players; ++p) {
                    const auto view = state->viewFor(p);
                    const auto sampled = view->sampleState(rng);
                    ASSERT_EQ(sampled->viewFor(p)->toString(), view->toString());
                }
            if (state->isChanceNode()) {
                const auto outcomes = state->chanceOutcomes();
                state->apply(outcomes[rng.below(outcomes.size())].move);
            } else {
                const auto legal = state->legalMoves();
                state->apply(legal[rng.below(legal.size())]);
            }
        }
    }
}

}  // namespace
}  // namespace lt::recto_verso
