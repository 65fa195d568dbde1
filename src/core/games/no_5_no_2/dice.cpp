#include "dice.h"

#include <stdexcept>

namespace lt::no5no2 {
namespace {

double factorial(int n) {
    double result = 1;
    for (int i = 2; i <= n; ++i) result *= i;
    return result;
}

std::vector<Throw> enumerate(int n) {
    std::vector<Throw> result;
    DiceCounts counts{};
    double sides = 1;
    for (int i = 0; i < n; ++i) sides *= kFaces;
    auto visit = [&](auto&& self, int face, int left) -> void {
        if (face == kFaces - 1) {
            counts[face] = left;
            double arrangements = factorial(n);
            for (int c : counts) arrangements /= factorial(c);
            result.push_back({counts, arrangements / sides});
            return;
        }
        for (int c = left; c >= 0; --c) {
            counts[face] = c;
            self(self, face + 1, left - c);
        }
    };
    visit(visit, 0, n);
    return result;
}

}  // namespace

int diceTotal(const DiceCounts& counts) {
    int total = 0;
    for (int c : counts) total += c;
    return total;
}

std::vector<int> facesOf(const DiceCounts& counts) {
    std::vector<int> faces;
    for (int f = kFaces - 1; f >= 0; --f)
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

const std::vector<Throw>& throwsOf(int n) {
    static const std::array<std::vector<Throw>, kMaxDice + 1> all = [] {
        std::array<std::vector<Throw>, kMaxDice + 1> table;
        for (int k = 1; k <= kMaxDice; ++k) table[k] = enumerate(k);
        return table;
    }();
    if (n < 1 || n > kMaxDice) throw std::out_of_range("throws of 1 to 5 dice only");
    return all[n];
}

}  // namespace lt::no5no2
