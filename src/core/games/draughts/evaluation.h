// Static evaluation of a draughts position, in hundredths of a man, from the point of view
// of the side to move.
#pragma once

#include "position.h"

namespace lt::draughts {

inline constexpr int kManValue = 100;
inline constexpr int kKingValue = 320;

// Material, advancement (tempo), centre, formations, outposts, wing balance, runaway men
// (breakthroughs), king placement and endgame knowledge for few pieces.
int evaluate(const Position& position);

// Evaluation from White's point of view (tests and the CLI show it this way).
int evaluateForWhite(const Position& position);

}  // namespace lt::draughts
