// The Hard computer's look one turn ahead (digest §5 refined): after a move, which open spaces
// would finish a line of three for each side, whether the mover holds a card for his own, and
// how likely each opponent holds one for theirs (a hidden hand is drawn from the cards the
// mover has not seen, hypergeometrically), and what the cards he keeps are worth on the new
// board.
#pragma once

#include "framework/types.h"
#include "games/sequence_kids/view.h"

namespace lt::sequence_kids {

// The worth of `move` for the viewer to move in `view`, one turn ahead: the chance that his
// threats outlive the opponents' next turns against the chance that an opponent completes a
// line first, on top of scoreMove().
double lookAheadScore(const SequenceKidsView& view, Move move);

}  // namespace lt::sequence_kids
