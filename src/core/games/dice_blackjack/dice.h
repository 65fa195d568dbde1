// The dice of Dice Black Jack seen as multisets: only the sum counts, but the faces are shown
// and written down. A throw of k dice (1..3) is one of the multisets of size k, each with its
// multinomial probability.
#pragma once

#include <array>
#include <string>
#include <vector>

namespace lt::diceblackjack {

inline constexpr int kMaxDice = 3;
inline constexpr int kFaces = 6;
inline constexpr int kTarget = 21;

// counts[f] = number of dice showing face f + 1.
using DiceCounts = std::array<int, kFaces>;

int diceCount(const DiceCounts& counts);
int diceSum(const DiceCounts& counts);
// "4 5 6" (ascending faces)
std::string facesText(const DiceCounts& counts);
// The faces one by one, ascending.
std::vector<int> facesOf(const DiceCounts& counts);

struct Throw {
    DiceCounts faces;
    double probability;
};

// Every different throw of k dice (1..3) with its probability; built once, immutable.
const std::vector<Throw>& throwsOf(int k);

// The distribution of the sum of k dice (1..3): probability[sum], sums 0..18.
const std::array<double, 6 * kMaxDice + 1>& sumDistribution(int k);

}  // namespace lt::diceblackjack
