// The dice of 10 000: the shared multiset dice (games/dice_common) with 5 dice. Scoring never
// depends on the order, so a throw of n dice is one of the multisets of size n (252 for five
// dice), each with its multinomial probability.
#pragma once

#include "games/dice_common/dice_counts.h"

namespace lt::dice10000 {

inline constexpr int kDiceCount = 5;

using dice::contains;
using dice::DiceCounts;
using dice::diceTotal;
using dice::facesText;
using dice::kFaces;
using dice::Throw;
using dice::throwsOf;

// Every non-empty sub-multiset of `dice` (a set-aside takes at least one die).
inline std::vector<DiceCounts> subsetsOf(const DiceCounts& counts) {
    std::vector<DiceCounts> parts = dice::subsetsOf(counts);
    parts.erase(parts.begin());  // the empty one comes first
    return parts;
}

}  // namespace lt::dice10000
