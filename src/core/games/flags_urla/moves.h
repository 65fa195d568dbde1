// Urla!'s moves: the chance steps (the next card dealt, a tie-break roll of the blue dice), the
// dealer's "next card", and the real-time claims (saying a country's name, or nothing in time).
#pragma once

#include "framework/types.h"
#include "games/flags/cards.h"

namespace lt::flags_urla {

enum class MoveKind { Deal, Next, Say, SayNothing, Judge, TieRoll, Invalid };

// Answers carry their input time stamp: ms after the card was dealt, up to this.
inline constexpr int kMaxStampMs = 600000;

// Chance: card `card` (index in the box) is dealt to the next player.
Move dealMove(int card);
// Turn move of the dealer: the look at the new card is over, deal the next one.
Move nextMove();
// Claim: say the name of the country of card `card`, `stampMs` after the card was dealt.
Move sayMove(int card, int stampMs = 0);
// Claim: a buzzer pressed and no name chosen in time: a wrong name (digest §5.1).
Move sayNothingMove(int stampMs = 0);
// Chance (a single outcome): the answers given within 30 ms of the first are judged together.
Move judgeMove();
// Chance: the tie-break roll of the two blue dice (Y8).
Move tieRollMove(flags::Symbol first, flags::Symbol second);

MoveKind kindOf(Move move);
int dealtCard(Move move);
int saidCard(Move move);  // -1 for "say nothing"
int stampOf(Move move);   // Say, SayNothing
flags::Symbol tieFirst(Move move);
flags::Symbol tieSecond(Move move);

}  // namespace lt::flags_urla
