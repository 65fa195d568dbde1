// Il pezzente positions set up by hand for the tests: hands written as cards ("JOKER 2S 9H"),
// the play about to start.
#pragma once

#include <string>
#include <vector>

#include "games/president/game.h"
#include "games/president/state.h"

namespace lt::president::fixture {

// Seat p holds hands[p]; `leader` leads the first play of deal `dealIndex` (0-based) of a
// match of `deals`; `titles` are the places of the last deal (empty in the first).
PresidentState arrange(const PresidentGame& game, const std::vector<std::string>& hands,
                       PlayerId leader, std::vector<int> titles = {}, int deals = 5,
                       int dealIndex = 0, std::vector<int> totals = {});
// The state just dealt (every card placed as `hands` says) with the exchange to come.
PresidentState arrangeExchange(const PresidentGame& game, const std::vector<std::string>& hands,
                               std::vector<int> titles);
// Applies the move written in notation ("play 9S 9C", "pass"); fails the test if illegal.
void play(PresidentState& state, const std::string& move);
std::vector<Card> cardList(const std::string& text);

}  // namespace lt::president::fixture
