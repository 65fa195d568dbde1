#include "agent.h"

#include <chrono>
#include <stdexcept>
#include <thread>

#include "framework/view.h"
#include "reactions.h"
#include "state.h"

namespace lt::flags_trovami {

Move RaceClockAgent::chooseMove(const View& view, const std::atomic<bool>& stop, Rng& /*rng*/) {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const TrovamiState*>(&full->state()) : nullptr;
    if (!state || state->phase() != Phase::Race) throw std::logic_error("no race under way");
    const int limit = state->wantedSlot() >= 0 ? kFindLimitMs : kBookLimitMs;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(limit);
    while (!stop && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    return lapseMove();
}

}  // namespace lt::flags_trovami
