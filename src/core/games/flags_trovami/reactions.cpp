#include "games/flags_trovami/reactions.h"

#include <cmath>
#include <string>
#include <vector>

#include "framework/errors.h"

namespace lt::flags_trovami {

Skill skillFor(std::string_view level) {
    if (level == "easy") return {1.0, 0.08, 0.6, 0.75};
    if (level == "medium") return {1.3, 0.05, 0.75, 0.8};
    if (level == "hard") return {1.7, 0.02, 0.9, 0.85};
    throw InputError("unknown level '" + std::string(level) + "' (easy, medium, hard)");
}

int searchTimeMs(const Skill& skill, int cardsOnTable, Rng& rng) {
    const double spread = 0.5 + rng.uniform();
    return static_cast<int>((600.0 + 120.0 * cardsOnTable * spread) / skill.speed);
}

double rememberChance(const Skill& skill, int winsSince) {
    return skill.memory * std::pow(skill.memoryDecay, winsSince);
}

std::optional<PlannedClaim> planRaceClaim(const TrovamiState& state, PlayerId me,
                                          const Skill& skill, Rng& rng) {
    if (state.phase() != Phase::Race || state.claimMoves(me).empty()) return std::nullopt;
    const int wanted = state.wanted();
    const int slot = state.wantedSlot();
    if (slot >= 0) {
        int onTable = 0;
        std::vector<int> lookalikes;  // cards sharing a symbol with the dice: easy to mistake
        for (int s = 0; s < kTableSlots; ++s) {
            const int card = state.table()[s];
            if (card < 0) continue;
            ++onTable;
            const auto& c = state.card(card);
            if (card != wanted && (c.has(state.dice()->first) || c.has(state.dice()->second)))
                lookalikes.push_back(s);
        }
        const int delay = kDiceSettleMs + searchTimeMs(skill, onTable, rng);
        if (!lookalikes.empty() && rng.chance(skill.wrongCard)) {
            // A hasty hand lands on a lookalike a little before it would have found the card.
            const int wrong = lookalikes[rng.below(lookalikes.size())];
            return PlannedClaim{grabMove(wrong), kDiceSettleMs + (delay - kDiceSettleMs) * 3 / 4};
        }
        return PlannedClaim{grabMove(slot), delay};
    }
    // T3: only a computer that remembers who won the card books; it then names him.
    const PlayerId holder = state.holderOf(wanted);
    if (holder < 0 || !rng.chance(rememberChance(skill, state.winsSince(wanted))))
        return std::nullopt;
    const int reaction = 700 + static_cast<int>(rng.below(1301));
    return PlannedClaim{bookMove(holder), kDiceSettleMs + static_cast<int>(reaction / skill.speed)};
}

}  // namespace lt::flags_trovami
