#include "games/kems/simulation.h"

#include <optional>

#include "games/kems/computer_player.h"
#include "games/kems/view.h"

namespace lt::kems {

void runExchange(KemsState& state, const std::array<std::string, kSeats>& levels) {
    while (state.table().phase == Phase::Exchange) {
        std::optional<PlannedClaim> first;
        PlayerId who = -1;
        for (PlayerId seat = 0; seat < kSeats; ++seat) {
            const KemsView view(state.game(), state.table(), seat);
            const auto plan = planClaimFor(view.table(), seat, levels[seat]);
            if (plan && (!first || plan->delayMs < first->delayMs)) {
                first = plan;
                who = seat;
            }
        }
        const int window = state.claimWindowMs();
        if (!first || window == 0 || first->delayMs > window) return;
        state.applyClaim(who, first->move);
    }
}

void playOut(KemsState& state, const std::array<std::string, kSeats>& levels, Rng& rng,
             int maxSteps) {
    for (int step = 0; step < maxSteps && !state.isTerminal(); ++step) {
        if (state.table().phase == Phase::Exchange) {
            runExchange(state, levels);
            if (state.table().phase != Phase::Exchange || state.isTerminal()) continue;
        }
        if (state.isChanceNode()) {
            const auto outcomes = state.chanceOutcomes();
            state.apply(outcomes[rng.below(outcomes.size())].move);
        } else {
            const auto moves = state.legalMoves();
            state.apply(moves[rng.below(moves.size())]);
        }
    }
}

}  // namespace lt::kems
