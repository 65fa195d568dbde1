// Builds Whistiti positions for tests from readable card lists.
#pragma once

#include <string>
#include <vector>

#include "games/whistiti/game.h"
#include "games/whistiti/state.h"

namespace lt::whistiti::fixture {

Hand handOf(const std::string& text);

// A deal whose cards are dealt: hands[p] for each seat (all the same size), the trump card
// (in the dealer's hand), the dealer, the points so far, whether partners play (A5). The play
// starts at the dealer's left.
WhistitiState arrange(const WhistitiGame& game, const std::vector<std::string>& hands,
                      const std::string& trumpCard, PlayerId dealer, std::vector<int> totals = {},
                      bool partners = false);

std::vector<std::string> legalTexts(const State& state);
void play(State& state, const std::string& text);

}  // namespace lt::whistiti::fixture
