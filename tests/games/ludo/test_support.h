// Shared helpers for the Ludo tests: positions are written as each pawn's progress.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "framework/view.h"
#include "games/ludo/game.h"
#include "games/ludo/state.h"

namespace lt::ludo::test {

inline constexpr PlayerId kRed = 0;
inline constexpr PlayerId kGreen = 1;
inline constexpr PlayerId kYellow = 2;
inline constexpr PlayerId kBlue = 3;
inline constexpr int S = kStable;

inline const LudoGame& game() {
    static const LudoGame instance;
    return instance;
}

inline std::unique_ptr<LudoState> position(LudoSetup setup, Rules rules = {}) {
    return LudoState::fromSetup(game(), rules, setup);
}

// The progress of `seat` that stands on the square Red calls `redProgress`.
inline int seen(const LudoState& state, PlayerId seat, int redProgress) {
    const int square = state.loopSquare(kRed, redProgress);
    return ((square - state.arm(seat) * kSquaresPerArm) % kLoopSquares + kLoopSquares) %
           kLoopSquares;
}

inline void roll(LudoState& state, int value) {
    state.apply(LudoMove::rollOf(value).encode());
}

inline std::vector<LudoMove> movesOf(const LudoState& state) {
    return state.legalLudoMoves();
}

inline bool hasMove(const LudoState& state, const LudoMove& move) {
    const auto moves = state.legalLudoMoves();
    return std::find(moves.begin(), moves.end(), move) != moves.end();
}

// The legal move of pawn `pawn`, which the test expects to exist.
inline LudoMove moveOfPawn(const LudoState& state, int pawn) {
    for (const LudoMove& m : state.legalLudoMoves())
        if (m.pawn == pawn) return m;
    ADD_FAILURE() << "pawn " << pawn + 1 << " has no legal move\n" << state.toString();
    return {};
}

}  // namespace lt::ludo::test
