// How well each seat is doing, in "squares of progress": the evaluation behind the Ludo
// computer players and behind heuristicReturns() for the generic search.
#pragma once

#include <vector>

namespace lt::ludo {

class LudoState;

// A seat's progress: pawns out and advanced, staircase steps climbed, pawns home. With
// `withDanger`, the expected loss of pawns that opponents could capture with their next roll
// is subtracted. Finished seats get a value above any unfinished one, higher for better places.
double seatValue(const LudoState& state, int seat, bool withDanger);

// Per seat: its value minus the best value among the other seats still playing.
std::vector<double> relativeValues(const LudoState& state, bool withDanger);

// Utilities in [-1, 1] per seat, from win chances estimated by a softmax of the values.
std::vector<double> estimatedReturns(const LudoState& state);

}  // namespace lt::ludo
