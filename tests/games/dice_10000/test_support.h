// Helpers shared by the 10 000 tests: dice from faces, new games, moves by notation.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <memory>
#include <string>

#include "games/dice_10000/game.h"
#include "games/dice_10000/state.h"

namespace lt::dice10000::test {

inline DiceCounts dice(std::initializer_list<int> faces) {
    DiceCounts counts{};
    for (int face : faces) ++counts[face - 1];
    return counts;
}

inline Options option(const std::string& key, const std::string& value) {
    Options options;
    options.set(key, value);
    return options;
}

inline std::unique_ptr<TenkState> newGame(const TenkGame& game, int players = 2,
                                          Options options = {}) {
    auto state = game.newInitialState(options, players);
    return std::unique_ptr<TenkState>(static_cast<TenkState*>(state.release()));
}

// Plays a move written in notation; fails the test if it is not legal.
inline void play(TenkState& state, const std::string& text) {
    const auto move = state.parseMove(text);
    ASSERT_TRUE(move.has_value()) << "not legal: " << text << "\n" << state.toString();
    state.apply(*move);
}

}  // namespace lt::dice10000::test
