// The Recto Verso rules that need no hidden card: the legal moves of a step, and what a hand
// scores at the end of its owner's turn. Shared by the State, the View and the agents.
#pragma once

#include <vector>

#include "framework/types.h"
#include "games/recto_verso/cards.h"
#include "games/recto_verso/table.h"

namespace lt::recto_verso {

// The moves of the player to act (Table::actor()); `actorFronts` are his fronts, which decide
// what a restricted player may play.
std::vector<Move> turnMoves(const Table& table, const std::vector<Face>& actorFronts);

// 2 players (RV3, A3): after an opponent's Skip, a card showing Skip or Reverse may not be
// played, unless every card in the hand shows one.
bool isTempoSymbol(Symbol symbol);

// Points for a hand at the end of its owner's turn (RV4, RV5, A4, A5): 0 unless every front
// shows one animal or every front a magnifying glass; then 1, and 1 more for the two half
// stars of one animal.
int roundPoints(const std::vector<Face>& fronts);

}  // namespace lt::recto_verso
