// Kem's tables set up for a test: hands and market written as cards ("9S 9H 9D 9C").
#pragma once

#include <array>
#include <string>
#include <vector>

#include "games/kems/game.h"
#include "games/kems/state.h"

namespace lt::kems::test {

// Gestures by their index in the notation (keys 1-8).
inline constexpr int kWink = 0, kEar = 3, kNod = 5, kTap = 7;

std::vector<int> cardsOf(const std::string& text);

// An exchange phase of deal 1 just laid (stamp 0), dealer seat 3, the rest of the deck in the
// stock, signals as given.
Table exchangeTable(const std::array<std::string, kSeats>& hands, const std::string& market,
                    int signalNorthSouth, int signalEastWest);

// A fresh game of the default options, the dealer drawn and both signals chosen.
KemsState dealtGame(const KemsGame& game, int dealer, int signal0, int signal1);

// Plays seat `seat`'s claim written as its notation; fails the test if it does not read.
void claim(KemsState& state, PlayerId seat, const std::string& text);

}  // namespace lt::kems::test
