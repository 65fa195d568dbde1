#include "games/flags_trovami/agent.h"

#include <stdexcept>

#include "framework/view.h"
#include "games/flags_trovami/state.h"

namespace lt::flags_trovami {

Move RaceClockAgent::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& /*rng*/) {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const TrovamiState*>(&full->state()) : nullptr;
    if (!state || state->phase() != Phase::Race) throw std::logic_error("no race under way");
    return lapseMove();
}

}  // namespace lt::flags_trovami
