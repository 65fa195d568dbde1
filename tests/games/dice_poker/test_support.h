// Helpers shared by the dice poker tests: hands from faces, a new game, moves from notation.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <memory>

#include "games/dice_poker/game.h"
#include "games/dice_poker/state.h"

namespace lt::dicepoker::test {

inline DiceCounts hand(std::initializer_list<int> faces) {
    DiceCounts counts{};
    for (int face : faces) ++counts[face - 1];
    return counts;
}

inline std::unique_ptr<PokerState> newGame(const PokerGame& game, int players,
                                           Options options = {}) {
    auto state = game.newInitialState(options, players);
    return std::unique_ptr<PokerState>(static_cast<PokerState*>(state.release()));
}

// Plays each move written in notation; fails the test on the first one that is not legal.
inline void play(PokerState& state, std::initializer_list<const char*> moves) {
    for (const char* text : moves) {
        const auto move = state.parseMove(text);
        ASSERT_TRUE(move.has_value()) << "'" << text << "' is not legal in\n" << state.toString();
        state.apply(*move);
    }
}

}  // namespace lt::dicepoker::test
