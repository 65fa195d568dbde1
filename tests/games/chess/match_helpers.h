// What the chess tests that play through a Match share: two human seats, the chess state of a
// match, and moves played from their SAN.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <vector>

#include "framework/match.h"
#include "games/chess/game.h"

namespace lt::chess::fixture {

inline std::vector<SeatSpec> twoHumans() {
    return {{true, "Anna", "", ""}, {true, "Bruno", "", ""}};
}

inline const ChessState& chessOf(const Match& match) {
    return dynamic_cast<const ChessState&>(match.state());
}

inline void playSan(Match& match, std::initializer_list<const char*> moves) {
    for (const char* san : moves) {
        const auto move = match.state().parseMove(san);
        ASSERT_TRUE(move) << san;
        match.play(match.state().currentActor(), *move);
    }
}

}  // namespace lt::chess::fixture
