#include "games/battaglia_corsa/agent.h"

#include <stdexcept>

#include "framework/state.h"
#include "framework/view.h"

namespace lt::battaglia_corsa {

Move TurnAgent::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& /*rng*/) {
    const auto* full = dynamic_cast<const FullView*>(&view);
    if (!full || full->state().legalMoves().empty()) throw std::logic_error("nothing to turn");
    return full->state().legalMoves().front();
}

}  // namespace lt::battaglia_corsa
