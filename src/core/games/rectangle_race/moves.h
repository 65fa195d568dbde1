// The rectangle race's moves. Chance: the dealer turns up the next card (any card left in the
// deck, uniformly: the order of a shuffled deck nobody sees), and the reveal that ends a race
// (one outcome, or the card a second right player takes from the deck). Claims: a pawn put on
// a place, stamped with the time of the input (ms after the card appeared), so a replay
// judges the race exactly as it was played.
#pragma once

#include "framework/types.h"

namespace lt::rectangle_race {

enum class MoveKind { Deal, Reveal, Drop, Invalid };

// A drop's stamp is at most this (the race lasts 12 s after the card settles).
inline constexpr int kMaxStampMs = 99999;

// Chance: card `card` (1..35) is the card of the new round.
Move dealMove(int card);
// Chance: the race is over; `deckCard` (1..35) is the card a second right player takes from
// the deck (R5), 0 when nobody takes one.
Move revealMove(int deckCard = 0);
// Claim: the pawn goes on place `place` (components.h placeOf), `stampMs` after the card
// appeared.
Move dropMove(int place, int stampMs);

MoveKind kindOf(Move move);
int dealtCard(Move move);
int revealDeckCard(Move move);
int dropPlace(Move move);
int dropStamp(Move move);

}  // namespace lt::rectangle_race
