#include "games/flags_urla/agent.h"

#include <stdexcept>

#include "framework/view.h"
#include "games/flags_urla/state.h"

namespace lt::flags_urla {

Move DealerAgent::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& /*rng*/) {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const UrlaState*>(&full->state()) : nullptr;
    if (!state || state->phase() != Phase::Look) throw std::logic_error("no card to look at");
    return nextMove();
}

}  // namespace lt::flags_urla
