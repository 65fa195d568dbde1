#include "dice.h"

#include <stdexcept>

namespace lt::diceblackjack {
namespace {

double factorial(int n) {
    double result = 1;
    for (int i = 2; i <= n; ++i) result *= i;
    return result;
}

std::vector<Throw> enumerate(int k) {
    std::vector<Throw> result;
    DiceCounts counts{};
    double sides = 1;
    for (int i = 0; i < k; ++i) sides *= kFaces;
    auto visit = [&](auto&& self, int face, int left) -> void {
        if (face == kFaces - 1) {
            counts[face] = left;
            double arrangements = factorial(k);
            for (int c : counts) arrangements /= factorial(c);
            result.push_back({counts, arrangements / sides});
            return;
        }
        for (int c = left; c >= 0; --c) {
            counts[face] = c;
            self(self, face + 1, left - c);
        }
    };
    visit(visit, 0, k);
    return result;
}

void checkDice(int k) {
    if (k < 1 || k > kMaxDice) throw std::out_of_range("throws of 1 to 3 dice only");
}

}  // namespace

int diceCount(const DiceCounts& counts) {
    int total = 0;
    for (int c : counts) total += c;
    return total;
}

int diceSum(const DiceCounts& counts) {
    int sum = 0;
    for (int f = 0; f < kFaces; ++f) sum += counts[f] * (f + 1);
    return sum;
}

std::vector<int> facesOf(const DiceCounts& counts) {
    std::vector<int> faces;
    for (int f = 0; f < kFaces; ++f)
        for (int i = 0; i < counts[f]; ++i) faces.push_back(f + 1);
    return faces;
}

std::string facesText(const DiceCounts& counts) {
    std::string text;
    for (int face : facesOf(counts)) {
        if (!text.empty()) text += ' ';
        text += static_cast<char>('0' + face);
    }
    return text;
}

const std::vector<Throw>& throwsOf(int k) {
    static const std::array<std::vector<Throw>, kMaxDice + 1> all = [] {
        std::array<std::vector<Throw>, kMaxDice + 1> table;
        for (int n = 1; n <= kMaxDice; ++n) table[n] = enumerate(n);
        return table;
    }();
    checkDice(k);
    return all[k];
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
