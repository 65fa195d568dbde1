#include "games/battaglia_corsa/reactions.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

#include "framework/errors.h"
#include "framework/rng.h"

namespace lt::battaglia_corsa {
namespace {

inline constexpr int kBaseReactionMs = 250;
inline constexpr double kReactionSigma = 0.35;

double standardNormal(Rng& rng) {
    // Box-Muller: a standard normal from two uniforms (the first kept away from 0).
    const double u = 1.0 - rng.uniform();
    const double v = rng.uniform();
    return std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * std::numbers::pi * v);
}

// The card's own generator for `me` at `level`: the same at every re-plan.
Rng cardRng(const SlapState& state, PlayerId me, std::string_view level) {
    std::uint64_t seed = Rng::derive(0x736c6170ULL, static_cast<std::uint64_t>(state.turned()));
    for (int card : state.slapPile()) seed = Rng::derive(seed, static_cast<std::uint64_t>(card));
    seed = Rng::derive(seed, static_cast<std::uint64_t>(me));
    for (char c : level) seed = Rng::derive(seed, static_cast<unsigned char>(c));
    return Rng(seed);
}

}  // namespace

Skill skillFor(std::string_view level) {
    if (level == "easy") return {350, 0.15, 0.04};
    if (level == "medium") return {250, 0.08, 0.02};
    if (level == "hard") return {180, 0.03, 0.01};
    throw InputError("unknown level '" + std::string(level) + "' (easy, medium, hard)");
}

std::optional<int> reactionMs(const SlapState& state, PlayerId me, std::string_view level) {
    const Skill skill = skillFor(level);
    const std::vector<int>& pile = state.slapPile();
    if ((state.phase() != Phase::Turn && state.phase() != Phase::Take) || pile.empty() ||
        !state.maySlap(me) || state.turned() - state.lastFalseSlap(me) <= 1)
        return std::nullopt;
    Rng rng = cardRng(state, me, level);
    const int reaction =
        kBaseReactionMs +
        static_cast<int>(skill.medianMs * std::exp(kReactionSigma * standardNormal(rng)));
    const bool pair = pile.size() >= 2 && cards::Card::fromCode(pile.back()).rank() ==
                                              cards::Card::fromCode(pile[pile.size() - 2]).rank();
    const bool slaps = pair ? !rng.chance(skill.missPair) : rng.chance(skill.falseSlap);
    if (!slaps) return std::nullopt;
    return reaction;
}

std::optional<PlannedClaim> planSlap(const SlapState& state, PlayerId me, std::string_view level) {
    const auto reaction = reactionMs(state, me, level);
    if (reaction && state.pile().empty()) {
        // A slap won this card: only one in the same ms, from a closer seat, may take it (A6),
        // and it is due at once.
        const Move tie = slapMove(state.turned(), *reaction);
        if (!state.isLegalClaim(me, tie)) return std::nullopt;
        return PlannedClaim{tie, 0};
    }
    if (!reaction || (state.pairOnTop() && *reaction > kSlapWindowMs)) return std::nullopt;
    return PlannedClaim{slapMove(state.turned(), *reaction),
                        std::max(0, *reaction - state.latestStampMs())};
}

}  // namespace lt::battaglia_corsa
