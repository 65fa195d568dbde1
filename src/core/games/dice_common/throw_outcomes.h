// The chance outcomes of a throw of dice, which every dice game offers when its dice roll.
#pragma once

#include <vector>

#include "framework/state.h"
#include "games/dice_common/dice_counts.h"

namespace lt::dice {

// One outcome a different throw of `dice` dice (throwsOf), its move `moveOf(faces)`, as likely
// as the throw.
template <class MoveOf>
std::vector<ChanceOutcome> throwOutcomes(int dice, MoveOf moveOf) {
    std::vector<ChanceOutcome> outcomes;
    for (const Throw& t : throwsOf(dice)) outcomes.push_back({moveOf(t.faces), t.probability});
    return outcomes;
}

}  // namespace lt::dice
