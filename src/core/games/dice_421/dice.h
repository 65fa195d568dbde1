// The three dice of 421 seen as multisets: how many dice show each face. A combination never
// depends on the order, so a throw of n dice is one of the multisets of size n (56 for three
// dice), each with its multinomial probability.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lt::dice421 {

inline constexpr int kDiceCount = 3;
inline constexpr int kFaces = 6;

// counts[f] = number of dice showing face f + 1.
using DiceCounts = std::array<int, kFaces>;

int diceTotal(const DiceCounts& counts);
// "1 2 4" (ascending faces)
std::string facesText(const DiceCounts& counts);
// Lower-cased words of `text`.
std::vector<std::string> wordsOf(std::string_view text);
// Faces written one per word in words[from, to); nullopt if a word is not a face 1-6 or there
// are more than three.
std::optional<DiceCounts> readFaces(const std::vector<std::string>& words, std::size_t from,
                                    std::size_t to);
bool contains(const DiceCounts& whole, const DiceCounts& part);
DiceCounts plus(const DiceCounts& a, const DiceCounts& b);
DiceCounts minus(const DiceCounts& whole, const DiceCounts& part);

struct Throw {
    DiceCounts faces;
    double probability;
};

// Every different throw of n dice (1..3) with its probability; built once, immutable.
const std::vector<Throw>& throwsOf(int n);
// Every sub-multiset of `dice`, the empty one and `dice` itself included.
std::vector<DiceCounts> subsetsOf(const DiceCounts& dice);

// The 56 three-dice hands in a fixed order, and the position of a hand in it (-1 if none).
const std::vector<DiceCounts>& allHands();
int handIndex(const DiceCounts& hand);

}  // namespace lt::dice421
