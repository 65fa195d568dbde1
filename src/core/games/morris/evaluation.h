// Static evaluation of a Morris position for the engine, in hundredths of a pawn.
#pragma once

#include "games/morris/position.h"

namespace lt::morris {

// Score of `position` for the side to move (positive = better for it). Assumes the game is
// not over; far below the engine's win scores.
int evaluate(const Position& position);

}  // namespace lt::morris
