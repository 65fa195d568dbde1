// Helpers shared by the Ship, Captain and Crew tests: dice from faces, new games, moves by
// notation.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <memory>
#include <string>

#include "games/ship_captain_crew/game.h"
#include "games/ship_captain_crew/state.h"

namespace lt::shipcaptaincrew::test {

inline DiceCounts dice(std::initializer_list<int> faces) {
    DiceCounts counts{};
    for (int face : faces) ++counts[face - 1];
    return counts;
}

inline std::unique_ptr<SccState> newGame(const SccGame& game, int players = 2,
                                         Options options = {}) {
    auto state = game.newInitialState(options, players);
    return std::unique_ptr<SccState>(static_cast<SccState*>(state.release()));
}

// Plays a move written in notation; fails the test if it is not legal.
inline void play(SccState& state, const std::string& text) {
    const auto move = state.parseMove(text);
    ASSERT_TRUE(move.has_value()) << "not legal: " << text << "\n" << state.toString();
    state.apply(*move);
}

}  // namespace lt::shipcaptaincrew::test
