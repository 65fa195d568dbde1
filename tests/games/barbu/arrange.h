// Builds Barbu positions for tests from readable card lists.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/barbu/game.h"
#include "games/barbu/state.h"

namespace lt::barbu::fixture {

Hand handOf(const std::string& text);

// Deal `dealIndex` (0-based) with its cards dealt: hands[p] for each seat (all the same
// size). With a contract the play starts at the dealer's lead; without one the dealer is to
// choose. `playedBefore` are the contracts already played earlier in the round.
BarbuState arrange(const BarbuGame& game, const std::vector<std::string>& hands, int dealIndex,
                   std::optional<Contract> contract, const std::vector<Contract>& playedBefore = {},
                   bool endWhenPenaltiesTaken = false);

// The legal moves of the current actor as text, in legalMoves() order.
std::vector<std::string> legalTexts(const State& state);
// Plays the move written `text` (turn move, or chance outcome at a chance node).
void play(State& state, const std::string& text);
// Plays a whole game with chance outcomes and moves drawn by `rng`.
void playRandomly(State& state, Rng& rng);

}  // namespace lt::barbu::fixture
