// The 64-bit encoding of every Sequence for Kids move.
//
//   bits 0-3   kind
//   bits 4-8   card (0-20)          place, dead card, chance card
//   bits 9-14  space (0-41)         place, dragon
#pragma once

#include "framework/types.h"
#include "games/sequence_kids/board.h"
#include "games/sequence_kids/cards.h"

namespace lt::sequence_kids {

enum class MoveKind {
    Place = 1,     // an animal card or a Unicorn, and a chip on a space
    Dragon = 2,    // a Dragon, and the opponent's chip taken off a space
    DeadCard = 3,  // a dead card discarded, to be replaced (S4, A3)
    Pass = 4,      // nothing can be played (see rules.h)
    ChanceCard = 5,
};

MoveKind kindOf(Move move);
Card cardOfMove(Move move);
Cell cellOfMove(Move move);

Move placeMove(Card card, Cell cell);
Move dragonMove(Cell cell);
Move deadCardMove(Card card);
Move passMove();
Move chanceCardMove(Card card);

}  // namespace lt::sequence_kids
