// What a Kem's view shows: own hand, known slots, own team's signal; nothing else hidden.
#include <gtest/gtest.h>

#include "arrange.h"
#include "framework/view.h"
#include "games/kems/computer_player.h"
#include "games/kems/view.h"

namespace lt::kems {
namespace {

using test::claim;
using test::exchangeTable;

using test::kEar;
using test::kNod;

TEST(KemsView, HidesOtherHandsAndTheOpponentsSignal) {
    KemsGame game;
    KemsState state(game,
                    exchangeTable({"9S 9H 9D 9C", "2S 3S 4S 5S", "QS QH QD 7C", "6S 6H 8S 8H"},
                                  "KC QC AS AH", kEar, kNod));
    claim(state, 1, "take KC give 3S @400");
    const KemsView view(game, state.table(), 0);
    EXPECT_EQ(view.table().hands[0], state.table().hands[0]);
    EXPECT_EQ(view.table().hands[2], (std::vector<int>{-1, -1, -1, -1}));
    EXPECT_EQ(view.table().hands[1][1], test::cardsOf("KC")[0]);  // seen taken
    EXPECT_EQ(view.table().hands[1][0], kUnknown);
    EXPECT_EQ(view.table().signal, (std::array<int, 2>{kEar, kUnknown}));
    EXPECT_TRUE(view.table().stock.empty());
    EXPECT_EQ(view.table().stockCount, 32);
    const KemsView east(game, state.table(), 1);
    EXPECT_EQ(east.table().signal, (std::array<int, 2>{kUnknown, kNod}));
}

// Throughout whole games of computers, with every kind of claim: a state re-sampled from a
// view gives that view again, and keeps the viewer's hand and known slots.
TEST(KemsView, ResampledStatesShowTheSameView) {
    KemsGame game;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        auto initial = game.newInitialState(Options{}, 4);
        KemsState state = static_cast<KemsState&>(*initial);
        Rng rng(seed);
        int checked = 0;
        while (!state.isTerminal() && checked < 400) {
            for (PlayerId seat = 0; seat < kSeats; ++seat) {
                const auto view = state.viewFor(seat);
                const auto sample = view->sampleState(rng);
                ASSERT_EQ(sample->viewFor(seat)->toString(), view->toString());
                ++checked;
            }
            if (state.table().phase == Phase::Exchange) {
                std::optional<PlannedClaim> first;
                PlayerId who = 0;
                for (PlayerId seat = 0; seat < kSeats; ++seat) {
                    const auto plan = game.planClaim(*state.viewFor(seat), "hard", rng);
                    if (plan && (!first || plan->delayMs < first->delayMs)) {
                        first = plan;
                        who = seat;
                    }
                }
                if (first && first->delayMs <= state.claimWindowMs()) {
                    state.applyClaim(who, first->move);
                    continue;
                }
            }
            if (state.isChanceNode())
                state.apply(state.chanceOutcomes()[rng.below(state.chanceOutcomes().size())].move);
            else
                state.apply(state.legalMoves()[rng.below(state.legalMoves().size())]);
        }
    }
}

}  // namespace
}  // namespace lt::kems
