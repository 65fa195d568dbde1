#include "games/rectangle_race/reactions.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

#include "framework/errors.h"
#include "framework/rng.h"

namespace lt::rectangle_race {
namespace {

inline constexpr int kBaseReactionMs = 1200;
inline constexpr double kReactionSigma = 0.35;

double standardNormal(Rng& rng) {
    // Box-Muller: a standard normal from two uniforms (the first kept away from 0).
    const double u = 1.0 - rng.uniform();
    const double v = rng.uniform();
    return std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * std::numbers::pi * v);
}

// The round's own generator for `me` at `level`: the same at every re-plan.
Rng roundRng(const RaceState& state, PlayerId me, std::string_view level) {
    std::uint64_t seed = 0x7265637473ULL;
    for (int card : state.history()) seed = Rng::derive(seed, static_cast<std::uint64_t>(card));
    seed = Rng::derive(seed, static_cast<std::uint64_t>(me));
    for (char c : level) seed = Rng::derive(seed, static_cast<unsigned char>(c));
    return Rng(seed);
}

}  // namespace

Skill skillFor(std::string_view level) {
    if (level == "easy") return {0.10, 1800};
    if (level == "medium") return {0.06, 1300};
    if (level == "hard") return {0.035, 900};
    throw InputError("unknown level '" + std::string(level) + "' (easy, medium, hard)");
}

Perception perceive(const RaceState& state, PlayerId me, std::string_view level) {
    const Skill skill = skillFor(level);
    Rng rng = roundRng(state, me, level);
    const Rectangle& card = rectangleOfCard(state.card());
    const double width = card.widthMm * std::exp(skill.sigma * standardNormal(rng));
    const double height = card.heightMm * std::exp(skill.sigma * standardNormal(rng));
    std::vector<std::pair<double, int>> distances;
    for (const Rectangle& r : rectangles())
        distances.emplace_back(
            std::abs(std::log(r.widthMm / width)) + std::abs(std::log(r.heightMm / height)),
            placeOf(r));
    std::sort(distances.begin(), distances.end());
    Perception perception;
    for (const auto& [distance, place] : distances) perception.ranking.push_back(place);
    perception.readyMs =
        kSettleMs + kBaseReactionMs +
        static_cast<int>(skill.medianMs * std::exp(kReactionSigma * standardNormal(rng)));
    return perception;
}

std::optional<PlannedClaim> planDrop(const RaceState& state, PlayerId me, std::string_view level) {
    if (state.phase() != Phase::Race || me < 0 || me >= state.numPlayers() || state.hasDropped(me))
        return std::nullopt;
    const Perception perception = perceive(state, me, level);
    Rng rng = roundRng(state, me, std::string(level) + "/switch");
    int at = perception.readyMs;
    for (int place : perception.ranking) {
        // Full by the time it gets there (or already now): the next choice, a moment later.
        int before = 0;
        for (const Drop& d : state.drops())
            if (d.place == place && d.stampMs <= at) ++before;
        if (before >= state.capacity() || state.pawnsOn(place) >= state.capacity()) {
            at += 300 + static_cast<int>(rng.below(301));
            continue;
        }
        if (at > kLastStampMs) return std::nullopt;
        return PlannedClaim{dropMove(place, at), std::max(0, at - state.latestStampMs())};
    }
    return std::nullopt;
}

}  // namespace lt::rectangle_race
