// Static evaluation of a draughts position, in hundredths of a man, from the point of view
// of the side to move.
#pragma once

#include "games/draughts/position.h"

namespace lt::draughts {

// Men by square (advance, centre, edges, back row), kings, formations, outposts, mobility,
// wing balance and runaway men, each weighted for the opening and the ending and blended by
// the number of pieces left (evaluation_terms.h, evaluation_weights.h), then endgame
// knowledge for few pieces.
int evaluate(const Position& position);

// Evaluation from White's point of view (tests and the CLI show it this way).
int evaluateForWhite(const Position& position);

}  // namespace lt::draughts
