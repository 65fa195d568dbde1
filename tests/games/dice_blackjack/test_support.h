// Helpers shared by the Dice Black Jack tests: new games, moves by notation, whole turns.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "games/dice_blackjack/game.h"
#include "games/dice_blackjack/state.h"

namespace lt::diceblackjack::test {

inline Options option(const std::string& key, const std::string& value) {
    Options options;
    options.set(key, value);
    return options;
}

inline std::unique_ptr<BlackjackState> newGame(const BlackjackGame& game, int players = 3,
                                               Options options = {}) {
    auto state = game.newInitialState(options, players);
    return std::unique_ptr<BlackjackState>(static_cast<BlackjackState*>(state.release()));
}

// Plays a move written in notation; fails the test if it is not legal.
inline void play(BlackjackState& state, const std::string& text) {
    const auto move = state.parseMove(text);
    ASSERT_TRUE(move.has_value()) << "not legal: " << text << "\n" << state.toString();
    state.apply(*move);
}

// Plays a sequence of moves.
inline void playAll(BlackjackState& state, const std::vector<std::string>& moves) {
    for (const std::string& move : moves) {
        play(state, move);
        if (::testing::Test::HasFatalFailure()) return;
    }
}

}  // namespace lt::diceblackjack::test
