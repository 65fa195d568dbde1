// The 64-bit encoding of every Oh Hell move: bids and card plays (turn moves), and the chance
// outcomes (the first dealer, each card dealt, the trump turned up).
//
//   bits 0-3  kind
//   bits 8-15 the bid, the card code or the seat
#pragma once

#include "framework/types.h"
#include "games/cards_common/card.h"

namespace lt::oh_hell {

using cards::Card;

enum class MoveKind {
    Bid = 1,
    Play = 2,
    ChanceCard = 3,  // a card dealt, or the trump turned up from the stock
    ChanceDealer = 4,
};

MoveKind kindOf(Move move);
Move bidMove(int tricks);
Move playMove(Card card);
Move chanceCardMove(Card card);
Move chanceDealerMove(PlayerId seat);
// The value of a move: the bid, the seat of a dealer outcome.
int valueOf(Move move);
// The card of a play or a chance card.
Card cardOf(Move move);

}  // namespace lt::oh_hell
