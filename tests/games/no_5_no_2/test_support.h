// Helpers shared by the No 5, no 2 tests: dice from faces, new games, throws by notation.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <memory>
#include <string>

#include "games/no_5_no_2/game.h"
#include "games/no_5_no_2/state.h"

namespace lt::no5no2::test {

inline DiceCounts dice(std::initializer_list<int> faces) {
    DiceCounts counts{};
    for (int face : faces) ++counts[face - 1];
    return counts;
}

inline std::unique_ptr<N52State> newGame(const N52Game& game, int players = 2,
                                         Options options = {}) {
    auto state = game.newInitialState(options, players);
    return std::unique_ptr<N52State>(static_cast<N52State*>(state.release()));
}

// Plays a throw written in notation; fails the test if it is not possible.
inline void play(N52State& state, const std::string& text) {
    const auto move = state.parseMove(text);
    ASSERT_TRUE(move.has_value()) << "not possible: " << text << "\n" << state.toString();
    state.apply(*move);
}

}  // namespace lt::no5no2::test
