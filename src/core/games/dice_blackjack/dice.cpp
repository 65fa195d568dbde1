#include "games/dice_blackjack/dice.h"

#include <stdexcept>

namespace lt::diceblackjack {
namespace {

void checkDice(int k) {
    if (k < 1 || k > kMaxDice) throw std::out_of_range("throws of 1 to 3 dice only");
}

}  // namespace

std::vector<int> facesOf(const DiceCounts& counts) {
    std::vector<int> faces;
    for (int f = 0; f < kFaces; ++f)
        for (int i = 0; i < counts[f]; ++i) faces.push_back(f + 1);
    return faces;
}

const std::vector<Throw>& throwsOf(int k) {
    checkDice(k);
    return dice::throwsOf(k);
}

const std::array<double, 6 * kMaxDice + 1>& sumDistribution(int k) {
    using Sums = std::array<double, 6 * kMaxDice + 1>;
    static const std::array<Sums, kMaxDice + 1> all = [] {
        std::array<Sums, kMaxDice + 1> table{};
        for (int n = 1; n <= kMaxDice; ++n)
            for (const Throw& t : throwsOf(n)) table[n][diceSum(t.faces)] += t.probability;
        return table;
    }();
    checkDice(k);
    return all[k];
}

}  // namespace lt::diceblackjack
