// The 64-bit encoding of every Barbu move: the dealer's contract and the card plays (turn
// moves), and each card dealt (chance).
//
//   bits 0-3  kind
//   bits 8-15 the contract's index or the card code
#pragma once

#include "framework/types.h"
#include "games/barbu/contracts.h"

namespace lt::barbu {

enum class MoveKind {
    Choose = 1,
    Play = 2,
    Deal = 3,
};

MoveKind kindOf(Move move);
Move contractMove(Contract contract);
Move playMove(Card card);
Move dealMove(Card card);
Contract contractOf(Move move);
// The card of a play or of a card dealt.
Card cardOf(Move move);

}  // namespace lt::barbu
