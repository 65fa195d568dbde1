// The rules that need no state: card values and which plays a hand allows on the current card.
#pragma once

#include <vector>

#include "games/cards_common/hand.h"
#include "games/crazy_eights/moves.h"

namespace lt::crazy_eights {

using cards::Hand;
using cards::Rank;

inline constexpr int handSize = 8;
inline constexpr int jokersInDeck = 2;
inline constexpr int deckSize = 52 + jokersInDeck;
inline constexpr int goingOutScore = -10;  // E8
inline constexpr int drawPerTwo = 2;       // each 2 or Joker: the next player draws two (E3)

// Scoring values (E8, A1): Ace 40, J/Q/K 10, Joker 50, others their number.
int cardPoints(Card card);
int handPoints(const Hand& hand);

// Cards "of the same rank" (E2a): jokers count as a rank of their own (A2).
bool sameRank(Card a, Card b);
bool isEight(Card card);

// Every play allowed (E2, A2, A4) by `hand` on `top` with `currentSuit` in force, with each
// order of a same-rank group and each suit an eight may name. Sorted by encoding, no repeats.
std::vector<Play> legalPlays(const Hand& hand, Card top, Suit currentSuit);
bool isLegalPlay(const Play& play, const Hand& hand, Card top, Suit currentSuit);

}  // namespace lt::crazy_eights
