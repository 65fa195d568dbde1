// The part of a trick-taking game's TrickScene that every such state holds under the same
// names: the hands, the trick, the last trick, whose turn it is and the cards he may play.
// The game adds what only it has (the trump).
#pragma once

#include "games/trick_table/trick_table_board.h"

namespace lt::shell::trick_table {

// `GameState` has table() (with phase, handCounts, stockCount, trick, lastTrick and
// finishedTricks; its phase enum a Playing value), hand(seat), currentActor() and
// playableNow().
template <class GameState>
TrickScene sceneOf(const GameState& state, int numPlayers) {
    using Phase = decltype(state.table().phase);
    TrickScene s;
    const auto& table = state.table();
    s.numPlayers = numPlayers;
    for (PlayerId p = 0; p < numPlayers; ++p) s.hands.push_back(state.hand(p).cards());
    s.handCounts = table.handCounts;
    s.stockCount = table.stockCount;
    s.trick = table.trick;
    s.lastTrick = table.lastTrick;
    s.trickJustTaken =
        table.phase == Phase::Playing && table.trick.empty() && !table.finishedTricks.empty();
    s.toMove = state.currentActor();
    s.playingCards = table.phase == Phase::Playing;
    s.playable = state.playableNow();
    return s;
}

}  // namespace lt::shell::trick_table
