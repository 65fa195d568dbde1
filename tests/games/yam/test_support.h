// Helpers shared by the Yam tests: dice from faces, and playing whole turns by notation.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <memory>
#include <string>

#include "games/yam/game.h"
#include "games/yam/state.h"

namespace lt::yam::test {

inline DiceCounts dice(std::initializer_list<int> faces) {
    DiceCounts counts{};
    for (int face : faces) ++counts[face - 1];
    return counts;
}

inline std::unique_ptr<YamState> newGame(const YamGame& game, const std::string& columns,
                                         int players = 1) {
    Options options;
    options.set("columns", columns);
    auto state = game.newInitialState(options, players);
    return std::unique_ptr<YamState>(static_cast<YamState*>(state.release()));
}

// Plays a move written in notation; fails the test if it is not legal.
inline void play(YamState& state, const std::string& text) {
    const auto move = state.parseMove(text);
    ASSERT_TRUE(move.has_value()) << "not legal: " << text << "\n" << state.toString();
    state.apply(*move);
}

// One whole turn: throw five dice once, then score them ("tris free").
inline void turn(YamState& state, const std::string& faces, const std::string& where) {
    play(state, "roll " + faces);
    play(state, "score " + where);
}

}  // namespace lt::yam::test
