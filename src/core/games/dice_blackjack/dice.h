// The dice of Dice Black Jack seen as multisets: only the sum counts, but the faces are shown
// and written down. Throws, counts and their text come from the shared dice library
// (games/dice_common); what is Black Jack's own is the limit of three dice and the sums.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "games/dice_common/dice_counts.h"

namespace lt::diceblackjack {

inline constexpr int kMaxDice = 3;
inline constexpr int kFaces = dice::kFaces;
inline constexpr int kTarget = 21;

// counts[f] = number of dice showing face f + 1.
using DiceCounts = dice::DiceCounts;
using Throw = dice::Throw;

inline int diceCount(const DiceCounts& counts) {
    return dice::diceTotal(counts);
}
inline int diceSum(const DiceCounts& counts) {
    return dice::pipTotal(counts);
}
// "4 5 6" (ascending faces)
inline std::string facesText(const DiceCounts& counts) {
    return dice::facesText(counts);
}
// The faces one by one, ascending.
std::vector<int> facesOf(const DiceCounts& counts);

// Every different throw of k dice (1..3) with its probability; built once, immutable.
const std::vector<Throw>& throwsOf(int k);

// The distribution of the sum of k dice (1..3): probability[sum], sums 0..18.
const std::array<double, 6 * kMaxDice + 1>& sumDistribution(int k);

}  // namespace lt::diceblackjack
