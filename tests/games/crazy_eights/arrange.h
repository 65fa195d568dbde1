// Builds Crazy Eights positions for tests from readable card lists.
#pragma once

#include <string>
#include <vector>

#include "games/crazy_eights/game.h"
#include "games/crazy_eights/state.h"

namespace lt::crazy_eights::fixture {

std::vector<Card> cardsOf(const std::string& text);
Hand handOf(const std::string& text);

// A deal in progress: hands[p] for each seat, the discard pile (bottom first), `turn` to play,
// the suit in force (default: the current card's), every other card in the stock.
CrazyEightsState arrange(const CrazyEightsGame& game, const std::vector<std::string>& hands,
                         const std::string& discard, PlayerId turn,
                         std::optional<Suit> suit = std::nullopt);

// Options with one value set.
Options option(const std::string& key, const std::string& value);
// The legal moves of the current actor as text, in legalMoves() order.
std::vector<std::string> legalTexts(const State& state);
// Plays the move written `text` (turn move, or chance outcome at a chance node).
void play(State& state, const std::string& text);
// Resolves every pending chance move with the first outcome in its list.
void resolveChance(State& state);

}  // namespace lt::crazy_eights::fixture
