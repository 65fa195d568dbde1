#include "agents/random_agent.h"

#include "framework/state.h"
#include "framework/view.h"

namespace lt {

Move RandomAgent::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& rng) {
    const auto moves = view.sampleState(rng)->legalMoves();
    return moves[rng.below(moves.size())];
}

}  // namespace lt
