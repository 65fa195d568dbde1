// What each seat sees: its own hand, never another's nor the draw pile, unless the hands are
// open; a re-sampled state gives the same view.
#include <gtest/gtest.h>

#include "arrange.h"
#include "games/sequence_kids/moves.h"
#include "games/sequence_kids/view.h"

namespace lt::sequence_kids {
namespace {

using namespace fixture;

const SequenceKidsView& asView(const View& view) {
    return dynamic_cast<const SequenceKidsView&>(view);
}

TEST(SequenceKidsView, ASeatSeesOnlyItsOwnHand) {
    SequenceKidsGame game;
    auto state = arrange(game, {.hands = {"fox owl bear", "frog zebra panda"}});
    const auto view = state.viewFor(red);
    EXPECT_EQ(asView(*view).hand(red), cardsOf("fox owl bear"));
    EXPECT_TRUE(asView(*view).hand(yellow).empty());
    EXPECT_EQ(view->toString().find("frog"), std::string::npos);
    EXPECT_FALSE(state.isPublicChance(chanceCardMove(kDragon)));
    Rng rng(7);
    for (int i = 0; i < 20; ++i) {
        const auto sampled = view->sampleState(rng);
        EXPECT_EQ(sampled->viewFor(red)->toString(), view->toString());
        EXPECT_EQ(sampled->legalMoves(), state.legalMoves());
    }
}

TEST(SequenceKidsView, OpenHandsShowEveryHand) {
    SequenceKidsGame game;
    Options options;
    options.set("open-hands", "true");
    auto state = game.newInitialState(options, 2);
    Rng rng(3);
    while (state->isChanceNode()) state->apply(state->chanceOutcomes()[0].move);
    const auto& kids = dynamic_cast<const SequenceKidsState&>(*state);
    const auto view = state->viewFor(red);
    EXPECT_EQ(asView(*view).hand(yellow), kids.hand(yellow));
    EXPECT_TRUE(state->isPublicChance(chanceCardMove(kDragon)));
    const auto sampled = view->sampleState(rng);
    EXPECT_EQ(dynamic_cast<const SequenceKidsState&>(*sampled).hand(yellow), kids.hand(yellow));
}

}  // namespace
}  // namespace lt::sequence_kids
