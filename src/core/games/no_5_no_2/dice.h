// Dice of No 5, no 2 seen as multisets: how many dice show each face. Scoring never depends
// on the order, so a throw of n dice is one of the multisets of size n (126 for four dice,
// 252 for five), each with its multinomial probability.
#pragma once

#include <array>
#include <string>
#include <vector>

namespace lt::no5no2 {

inline constexpr int kMaxDice = 5;  // 4 by the rulebook, 5 as an option
inline constexpr int kFaces = 6;

// counts[f] = number of dice showing face f + 1.
using DiceCounts = std::array<int, kFaces>;

int diceTotal(const DiceCounts& counts);
// "6 5 3 2" (highest face first)
std::string facesText(const DiceCounts& counts);
// The faces one by one, highest first.
std::vector<int> facesOf(const DiceCounts& counts);

struct Throw {
    DiceCounts faces;
    double probability;
};

// Every different throw of n dice (1..kMaxDice) with its probability; built once, immutable.
const std::vector<Throw>& throwsOf(int n);

}  // namespace lt::no5no2
