// The 64-bit encoding of every Il pezzente move: a play of cards, a pass, the cards given in
// the exchange (turn moves), the first dealer drawn and each card dealt (chance).
//
//   bits 0-3   kind
//   bits 8-47  up to five card codes, 8 bits each (0xFF: none), sorted
#pragma once

#include <vector>

#include "framework/types.h"
#include "games/president/plays.h"

namespace lt::president {

enum class MoveKind {
    Play = 1,
    Pass = 2,
    Give = 3,
    Deal = 4,
    FirstDealer = 5,
};

MoveKind kindOf(Move move);
Move playMove(std::vector<Card> cards);
Move passMove();
Move giveMove(std::vector<Card> cards);
Move dealMove(Card card);
Move firstDealerMove(PlayerId seat);
// The cards of a play, a gift or a card dealt.
std::vector<Card> cardsOf(Move move);
PlayerId dealerOf(Move move);

}  // namespace lt::president
