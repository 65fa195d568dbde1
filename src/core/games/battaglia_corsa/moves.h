// La battaglia corsa's moves. Turn moves: the player to act turns his top card ("turn"), or
// the winner of a challenge takes the pile ("take"). Chance: a card nobody has seen yet shows
// as it lands ("reveal 7♣"), drawn from every card not seen so far. Claims: a slap, stamped
// with the time of its input (ms after the top card landed) and bound to that card (the
// count of cards turned so far), so a slap meant for one card never lands on the next.
#pragma once

#include "framework/types.h"

namespace lt::battaglia_corsa {

enum class MoveKind { Turn, Take, Reveal, Slap, Invalid };

// A slap's stamp is at most this.
inline constexpr int kMaxStampMs = 99999;

Move turnMove();
Move takeMove();
// Chance: the card turned is `card` (0..51, cards::Card code).
Move revealMove(int card);
// Claim: a slap on the pile whose top card is the `turned`-th card turned (1-based), made
// `stampMs` after that card landed.
Move slapMove(int turned, int stampMs);

MoveKind kindOf(Move move);
int revealedCard(Move move);
int slapTurned(Move move);
int slapStamp(Move move);

}  // namespace lt::battaglia_corsa
