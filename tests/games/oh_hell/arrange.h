// Builds Oh Hell positions for tests from readable card lists.
#pragma once

#include <string>
#include <vector>

#include "framework/view.h"
#include "games/oh_hell/game.h"
#include "games/oh_hell/state.h"

namespace lt::oh_hell::fixture {

Hand handOf(const std::string& text);

// A deal whose cards are dealt: hands[p] for each seat (all the same size), the trump card
// turned up (it stays on the stock), the dealer, the bids made so far (-1 or missing: not
// yet; all made: the play starts at the dealer's left). Every other card is in the stock.
OhHellState arrange(const OhHellGame& game, const std::vector<std::string>& hands,
                    const std::string& trumpCard, PlayerId dealer, std::vector<int> bids = {});

// Options with the short-game option set to "true" or another text.
Options shortGame(const std::string& value);
// The legal moves of the current actor as text, in legalMoves() order.
std::vector<std::string> legalTexts(const State& state);
// Plays the move written `text` (turn move, or chance outcome at a chance node).
void play(State& state, const std::string& text);

}  // namespace lt::oh_hell::fixture
