#include "games/flags_urla/reactions.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include "framework/errors.h"

namespace lt::flags_urla {

Skill skillFor(std::string_view level) {
    if (level == "easy") return {0.2, 0.5, 0.15};
    if (level == "medium") return {0.1, 0.75, 0.15};
    if (level == "hard") return {0.05, 0.9, 0.15};
    throw InputError("unknown level '" + std::string(level) + "' (easy, medium, hard)");
}

int logNormalMs(double median, double sigma, Rng& rng) {
    // Box-Muller: a standard normal from two uniforms (the first kept away from 0).
    const double u = 1.0 - rng.uniform();
    const double v = rng.uniform();
    const double z = std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * std::numbers::pi * v);
    return static_cast<int>(median * std::exp(sigma * z));
}

std::optional<PlannedClaim> planShout(const UrlaState& state, PlayerId me, const Skill& skill,
                                      Rng& rng) {
    if (state.phase() != Phase::Look || !state.raceOn()) return std::nullopt;
    const std::vector<PlayerId> matching = state.matchingPlayers();
    const bool receiver = me == state.receiver();
    const bool involved =
        receiver || std::find(matching.begin(), matching.end(), me) != matching.end();
    if (!involved || rng.chance(skill.missSymbol)) return std::nullopt;
    const int notice = 700 + static_cast<int>(rng.below(1301));
    const int delay = kDealSettleMs + notice + 900 + logNormalMs(900, 0.4, rng);
    if (rng.chance(skill.knows)) {
        const int right =
            receiver ? state.top(matching[rng.below(matching.size())]) : state.lastCard();
        return PlannedClaim{sayMove(right, delay), delay};
    }
    if (!rng.chance(skill.guess)) return std::nullopt;
    const auto options = state.answerOptions(me);
    return PlannedClaim{sayMove(options[rng.below(options.size())], delay), delay};
}

}  // namespace lt::flags_urla
