// Trovami!'s moves: the chance steps (laying out the cards, rolling the blue dice), the turn
// move that ends a race nobody won, and the real-time claims (touching a card, booking).
#pragma once

#include "framework/types.h"
#include "games/flags/cards.h"

namespace lt::flags_trovami {

inline constexpr int kTableSlots = 21;  // the red cards, in a fixed 7 x 3 grid
inline constexpr int kGridColumns = 7;
inline constexpr int kGridRows = 3;

enum class MoveKind { Layout, Roll, Lapse, Grab, Book, BookNobody, Invalid };

// Chance: the next slot of the grid receives card `card` (index in the box).
Move layoutMove(int card);
// Chance: the two blue dice show `first` and `second` (ordered: 36 outcomes).
Move rollMove(flags::Symbol first, flags::Symbol second);
// Turn move of the roller: nobody won the race in time (T4: roll again).
Move lapseMove();
// Claim: touch the card lying in `slot`.
Move grabMove(int slot);
// Claim: book, and say that seat `holder` has the card (T3).
Move bookMove(PlayerId holder);
// Claim: a booking whose time ran out before a name was said: counts as a wrong name.
Move bookNobodyMove();

MoveKind kindOf(Move move);
int layoutCard(Move move);
flags::Symbol rollFirst(Move move);
flags::Symbol rollSecond(Move move);
int grabSlot(Move move);
PlayerId bookedHolder(Move move);

}  // namespace lt::flags_trovami
