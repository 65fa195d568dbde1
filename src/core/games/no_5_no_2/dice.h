// The dice of No 5, no 2: the shared multiset dice (games/dice_common). Scoring never depends
// on the order, so a throw of n dice is one of the multisets of size n (126 for four dice, 252
// for five), each with its multinomial probability.
#pragma once

#include "games/dice_common/dice_counts.h"

namespace lt::no5no2 {

inline constexpr int kMaxDice = 5;  // 4 by the rulebook, 5 as an option

using dice::DiceCounts;
using dice::diceTotal;
using dice::kFaces;
using dice::Throw;
using dice::throwsOf;

// "6 5 3 2" (highest face first)
inline std::string facesText(const DiceCounts& counts) {
    return dice::facesTextHighFirst(counts);
}
// The faces one by one, highest first.
inline std::vector<int> facesOf(const DiceCounts& counts) {
    return dice::facesHighFirst(counts);
}

}  // namespace lt::no5no2
