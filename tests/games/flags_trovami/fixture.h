// A Trovami! table laid out in box order (slot k holds the k-th red card of the box), so
// tests name cards by country and know where they lie.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "games/flags_trovami/game.h"
#include "games/flags_trovami/state.h"

namespace lt::flags_trovami::testing {

using flags::Symbol;

class TrovamiTable : public ::testing::Test {
  protected:
    std::unique_ptr<TrovamiState> newTable(int players, Options options = {}) {
        auto state = std::unique_ptr<TrovamiState>(
            static_cast<TrovamiState*>(game_.newInitialState(options, players).release()));
        const std::vector<int> red = state->redCards();
        for (int card : red) state->apply(layoutMove(card));
        return state;
    }
    int card(const TrovamiState& state, const std::string& code) const {
        for (int i = 0; i < static_cast<int>(state.cards().size()); ++i)
            if (state.cards()[i].code == code) return i;
        ADD_FAILURE() << "no card " << code;
        return -1;
    }
    int slotOf(const TrovamiState& state, const std::string& code) const {
        return state.homeSlot(card(state, code));
    }
    // The roller rolls; then `player` touches the card the dice identify.
    void rollAndWin(TrovamiState& state, Symbol a, Symbol b, PlayerId player) {
        state.apply(rollMove(a, b));
        ASSERT_GE(state.wantedSlot(), 0);
        state.applyClaim(player, grabMove(state.wantedSlot()));
    }

    TrovamiGame game_;
};

}  // namespace lt::flags_trovami::testing
