// Urla! deals chosen by the test: cards named by country, each look closed by the dealer.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "games/flags_urla/game.h"
#include "games/flags_urla/state.h"

namespace lt::flags_urla::testing {

using flags::Symbol;

class UrlaTable : public ::testing::Test {
  protected:
    std::unique_ptr<UrlaState> newTable(int players, const Options& options = {}) {
        return std::unique_ptr<UrlaState>(
            static_cast<UrlaState*>(game_.newInitialState(options, players).release()));
    }
    int card(const UrlaState& state, const std::string& code) const {
        for (int i = 0; i < static_cast<int>(state.cards().size()); ++i)
            if (state.cards()[i].code == code) return i;
        ADD_FAILURE() << "no card " << code;
        return -1;
    }
    // Deals the card and leaves it in the look phase.
    void deal(UrlaState& state, const std::string& code) {
        state.apply(dealMove(card(state, code)));
    }
    // Deals the card, then the dealer deals on (nobody shouted).
    void dealQuietly(UrlaState& state, const std::string& code) {
        deal(state, code);
        state.apply(nextMove());
    }
    // A lone answer: given, then judged (nobody else answers within 30 ms).
    void shout(UrlaState& state, PlayerId player, Move answer) {
        state.applyClaim(player, answer);
        ASSERT_EQ(state.phase(), Phase::Judge);
        state.apply(judgeMove());
    }
    // Deals the whole rest of the deck in box order, nobody shouting.
    void dealTheRest(UrlaState& state) {
        for (int c = 0; c < static_cast<int>(state.cards().size()); ++c) {
            if (state.phase() != Phase::Deal) return;
            bool dealt = false;
            for (const auto& pile : state.piles())
                for (int held : pile) dealt = dealt || held == c;
            if (dealt || c == state.lastCard()) continue;
            state.apply(dealMove(c));
            if (state.phase() == Phase::Look && state.dealtCount() < 48) state.apply(nextMove());
        }
    }

    UrlaGame game_;
};

}  // namespace lt::flags_urla::testing
