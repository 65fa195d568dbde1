#include "agent.h"

#include <chrono>
#include <stdexcept>
#include <thread>

#include "framework/view.h"
#include "reactions.h"
#include "state.h"

namespace lt::flags_urla {

Move DealerAgent::chooseMove(const View& view, const std::atomic<bool>& stop, Rng& /*rng*/) {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const UrlaState*>(&full->state()) : nullptr;
    if (!state || state->phase() != Phase::Look) throw std::logic_error("no card to look at");
    const int pause = state->raceOn() ? kRaceMs : kLookMs;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(pause);
    while (!stop && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    return nextMove();
}

}  // namespace lt::flags_urla
