#include "games/rectangle_race/race_simulation.h"

#include <optional>

#include "games/rectangle_race/reactions.h"

namespace lt::rectangle_race {

void runRace(RaceState& state, const std::vector<std::string>& levels) {
    while (state.phase() == Phase::Race) {
        std::optional<PlannedClaim> first;
        PlayerId who = -1;
        for (PlayerId seat = 0; seat < state.numPlayers(); ++seat) {
            if (levels.at(seat).empty()) continue;
            const auto plan = planDrop(state, seat, levels[seat]);
            if (plan && (!first || plan->delayMs < first->delayMs)) {
                first = plan;
                who = seat;
            }
        }
        if (!first) return;
        state.applyClaim(who, first->move);
    }
}

}  // namespace lt::rectangle_race
