// Dice of 10 000 seen as multisets: how many dice show each face. Scoring never depends on
// the order, so a throw of n dice is one of the multisets of size n (252 for five dice),
// each with its multinomial probability.
#pragma once

#include <array>
#include <string>
#include <vector>

namespace lt::dice10000 {

inline constexpr int kDiceCount = 5;
inline constexpr int kFaces = 6;

// counts[f] = number of dice showing face f + 1.
using DiceCounts = std::array<int, kFaces>;

int diceTotal(const DiceCounts& counts);
// "1 3 3 5 6" (ascending faces)
std::string facesText(const DiceCounts& counts);
// Whether every die of `part` is also in `whole`.
bool contains(const DiceCounts& whole, const DiceCounts& part);

struct Throw {
    DiceCounts faces;
    double probability;
};

// Every different throw of n dice (1..5) with its probability; built once, immutable.
const std::vector<Throw>& throwsOf(int n);

// Every non-empty sub-multiset of `dice`.
std::vector<DiceCounts> subsetsOf(const DiceCounts& dice);

}  // namespace lt::dice10000
