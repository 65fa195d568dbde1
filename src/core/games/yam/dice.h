// Five six-sided dice seen as a multiset: how many dice show each face. Order never matters
// for scoring, so rolls, holds and chance outcomes are all multisets, which keeps the
// branching small (252 different throws of five dice instead of 7776 sequences).
#pragma once

#include <array>
#include <string>
#include <vector>

namespace lt::yam {

inline constexpr int kDiceCount = 5;
inline constexpr int kFaces = 6;
inline constexpr int kMaxThrows = 3;  // throws per turn

// counts[f] = number of dice showing face f + 1.
using DiceCounts = std::array<int, kFaces>;

int diceTotal(const DiceCounts& counts);  // number of dice
int pipSum(const DiceCounts& counts);     // sum of the faces
// The faces in ascending order, e.g. {1, 3, 3, 5, 6}.
std::vector<int> facesOf(const DiceCounts& counts);
// "1 3 3 5 6"
std::string facesText(const DiceCounts& counts);

// Every multiset of 0 to 5 dice, numbered 0..461 by increasing size, with the lookups the
// solver needs. Immutable; built once on first use.
class DiceSets {
  public:
    static constexpr int kCount = 462;
    static const DiceSets& table();

    int index(const DiceCounts& counts) const;
    const DiceCounts& counts(int id) const { return counts_[id]; }
    int size(int id) const { return size_[id]; }
    // The set with one more die showing `face` (1..6), or -1 when it already has 5 dice.
    int withDie(int id, int face) const { return with_[id][face - 1]; }
    // The set with one die showing `face` removed, or -1 when no die shows it.
    int withoutDie(int id, int face) const { return without_[id][face - 1]; }
    // Probability that throwing size(id) dice gives exactly these faces (multinomial).
    double throwProbability(int id) const { return probability_[id]; }
    // Ids of the sets with exactly n dice are firstOfSize(n) .. firstOfSize(n + 1) - 1.
    int firstOfSize(int n) const { return first_[n]; }

  private:
    DiceSets();
    static int key(const DiceCounts& counts);

    std::array<DiceCounts, kCount> counts_{};
    std::array<int, kCount> size_{};
    std::array<std::array<int, kFaces>, kCount> with_{};
    std::array<std::array<int, kFaces>, kCount> without_{};
    std::array<double, kCount> probability_{};
    std::array<int, kDiceCount + 2> first_{};
    std::vector<int> byKey_;  // base-6 key of the counts -> id
};

}  // namespace lt::yam
