// The 64-bit encoding of every Recto Verso move.
//
//   bits 0-3    kind
//   bits 4-11   index: a card in a hand or in the middle; the card, for a deal
//   bits 12-15  seat: the hand of a Flip 1 or a Steal
//   bit  16     side: a dealt card's side facing up / its owner; a stolen card turned round
#pragma once

#include "framework/types.h"
#include "games/recto_verso/cards.h"

namespace lt::recto_verso {

enum class MoveKind {
    Play = 1,        // a hand card, as it was held, into the middle (RV1.1)
    FlipMiddle = 2,  // Flip 3: one of the middle cards turned over
    FlipHand = 3,    // Flip 1: a card of any hand turned round
    Steal = 4,       // Steal: an opponent's card, held as the stealer saw it or turned round
    Take = 5,        // a middle card into the hand, as it lay (RV1.3; also the robbed player)
    Deal = 6,        // chance: the next card of the deal and its side
};

MoveKind kindOf(Move move);
int indexOfMove(Move move);
PlayerId seatOfMove(Move move);
int sideOfMove(Move move);  // Deal: the side; Steal: 1 when turned round

Move playMove(int handIndex);
Move flipMiddleMove(int middleIndex);
Move flipHandMove(PlayerId seat, int handIndex);
Move stealMove(PlayerId seat, int handIndex, bool turned);
Move takeMove(int middleIndex);
Move dealMove(Placed placed);

}  // namespace lt::recto_verso
