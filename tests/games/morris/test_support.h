// Helpers shared by the Morris tests: set-up positions and moves by their notation.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "framework/errors.h"
#include "games/morris/game.h"
#include "games/morris/notation.h"

namespace lt::morris::test {

inline const MorrisGame& game() {
    static const MorrisGame instance;
    return instance;
}

inline Options withOption(const std::string& key, const std::string& value) {
    Options options;
    options.set(key, value);
    return options;
}

inline Options withDiagonals(bool on) {
    return withOption("diagonals", on ? "true" : "false");
}

inline std::unique_ptr<MorrisState> setUp(const std::string& position, bool diagonals = true) {
    return game().stateFromPosition(withDiagonals(diagonals), position);
}

// Every legal move written in notation, sorted.
inline std::vector<std::string> legalTexts(const State& state) {
    std::vector<std::string> texts;
    for (Move m : state.legalMoves()) texts.push_back(state.moveToString(m));
    std::sort(texts.begin(), texts.end());
    return texts;
}

// The legal moves whose text starts with `prefix`, sorted.
inline std::vector<std::string> legalStartingWith(const State& state, const std::string& prefix) {
    std::vector<std::string> texts;
    for (const auto& text : legalTexts(state))
        if (text.rfind(prefix, 0) == 0) texts.push_back(text);
    return texts;
}

inline void play(State& state, const std::string& text) {
    const auto move = state.parseMove(text);
    ASSERT_TRUE(move.has_value()) << "not legal: " << text << "\n" << state.toString();
    state.apply(*move);
}

}  // namespace lt::morris::test
