// The dice of Ship, Captain and Crew: the shared multiset dice (games/dice_common) with 5
// dice. Which die is the ship or the cargo never depends on the order, so a throw of n dice is
// one of the multisets of size n (252 for five dice), each with its multinomial probability.
#pragma once

#include "games/dice_common/dice_counts.h"

namespace lt::shipcaptaincrew {

inline constexpr int kDiceCount = 5;

using dice::contains;
using dice::DiceCounts;
using dice::diceTotal;
using dice::kFaces;
using dice::pipTotal;
using dice::Throw;
using dice::throwsOf;

// "6 5 4 3 2" (highest face first, as the ship, captain and crew are named)
inline std::string facesText(const DiceCounts& counts) {
    return dice::facesTextHighFirst(counts);
}
// The faces one by one, highest first.
inline std::vector<int> facesOf(const DiceCounts& counts) {
    return dice::facesHighFirst(counts);
}

}  // namespace lt::shipcaptaincrew
