// The 64-bit encoding of every Whistiti move: the card plays (turn moves), the first dealer and
// each card dealt (chance).
//
//   bits 0-3  kind
//   bits 8-15 the card code or the seat
#pragma once

#include "framework/types.h"
#include "games/cards_common/card.h"

namespace lt::whistiti {

using cards::Card;

enum class MoveKind {
    Play = 2,
    Deal = 3,
    ChooseDealer = 4,
};

MoveKind kindOf(Move move);
Move playMove(Card card);
Move dealMove(Card card);
Move dealerMove(PlayerId seat);
// The seat of a dealer outcome.
PlayerId seatOf(Move move);
// The card of a play or of a card dealt.
Card cardOf(Move move);

}  // namespace lt::whistiti
