// The fixed rules of L'ascensore / Oh Hell (digest cards-oh-hell.md): the deck for each
// number of players, the up-and-down sequence of hand sizes, the hook rule and the score.
#pragma once

#include <vector>

#include "games/cards_common/card.h"

namespace lt::oh_hell {

using cards::Card;
using cards::Suit;

// The 52-card deck less the 2s that make it divide evenly (setup 1, A1): 3 players 2♣;
// 5 players 2♣ 2♦; 6 players all four 2s.
std::vector<Card> deckFor(int players);
// The largest hand, deck size ÷ players: 3 → 17, 4 → 13, 5 → 10, 6 → 8.
int maximumHandSize(int players);
// The cards per player of each deal: 1, 2, ..., N, N−1, ..., 1 (A4: N once); the short
// game (A9) stops after N.
std::vector<int> handSizes(int players, bool shortGame);
// O3 hook: the bid the last bidder may not make so that the bids total the hand size, given
// the bids before his; -1 when every bid is allowed (the others already bid above it).
int forbiddenBid(int handSize, int bidsSoFar);
// O6: 5 × tricks + 5 when the bid is made, else −5 per trick of difference.
int dealScore(int bid, int tricks);

}  // namespace lt::oh_hell
