// Dice of Ship, Captain and Crew seen as multisets: how many dice show each face. Which die
// is the ship or the cargo never depends on the order, so a throw of n dice is one of the
// multisets of size n (252 for five dice), each with its multinomial probability.
#pragma once

#include <array>
#include <string>
#include <vector>

namespace lt::shipcaptaincrew {

inline constexpr int kDiceCount = 5;
inline constexpr int kFaces = 6;

// counts[f] = number of dice showing face f + 1.
using DiceCounts = std::array<int, kFaces>;

int diceTotal(const DiceCounts& counts);
int pipTotal(const DiceCounts& counts);
// "6 5 4 3 2" (highest face first, as the ship, captain and crew are named)
std::string facesText(const DiceCounts& counts);
// The faces one by one, highest first.
std::vector<int> facesOf(const DiceCounts& counts);
bool contains(const DiceCounts& whole, const DiceCounts& part);

struct Throw {
    DiceCounts faces;
    double probability;
};

// Every different throw of n dice (1..5) with its probability; built once, immutable.
const std::vector<Throw>& throwsOf(int n);

}  // namespace lt::shipcaptaincrew
