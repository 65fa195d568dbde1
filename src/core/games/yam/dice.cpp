#include "games/yam/dice.h"

#include <numeric>

namespace lt::yam {

int diceTotal(const DiceCounts& counts) {
    return std::accumulate(counts.begin(), counts.end(), 0);
}

int pipSum(const DiceCounts& counts) {
    int sum = 0;
    for (int f = 0; f < kFaces; ++f) sum += (f + 1) * counts[f];
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

const DiceSets& DiceSets::table() {
    static const DiceSets sets;
    return sets;
}

int DiceSets::key(const DiceCounts& counts) {
    int key = 0;
    for (int f = kFaces - 1; f >= 0; --f) key = key * (kDiceCount + 1) + counts[f];
    return key;
}

int DiceSets::index(const DiceCounts& counts) const {
    return byKey_[key(counts)];
}

DiceSets::DiceSets() {
    int keys = 1;
    for (int f = 0; f < kFaces; ++f) keys *= kDiceCount + 1;
    byKey_.assign(keys, -1);

    // Enumerate by size so that ids grow with the number of dice.
    int id = 0;
    for (int n = 0; n <= kDiceCount; ++n) {
        first_[n] = id;
        DiceCounts c{};
        // Every composition of n into 6 parts, in lexicographic order.
        auto emit = [&](auto&& self, int face, int left) -> void {
            if (face == kFaces - 1) {
                c[face] = left;
                counts_[id] = c;
                size_[id] = n;
                byKey_[key(c)] = id;
                ++id;
                return;
            }
            for (int k = left; k >= 0; --k) {
                c[face] = k;
                self(self, face + 1, left - k);
            }
        };
        emit(emit, 0, n);
    }
    first_[kDiceCount + 1] = id;

    std::array<double, kDiceCount + 1> factorial{1, 1, 2, 6, 24, 120};
    for (int i = 0; i < kCount; ++i) {
        const DiceCounts& c = counts_[i];
        double ways = factorial[size_[i]];
        double outcomes = 1;
        for (int f = 0; f < kFaces; ++f) ways /= factorial[c[f]];
        for (int k = 0; k < size_[i]; ++k) outcomes *= kFaces;
        probability_[i] = ways / outcomes;
        for (int f = 0; f < kFaces; ++f) {
            DiceCounts more = c;
            ++more[f];
            with_[i][f] = size_[i] < kDiceCount ? byKey_[key(more)] : -1;
            DiceCounts less = c;
            --less[f];
            without_[i][f] = c[f] > 0 ? byKey_[key(less)] : -1;
        }
    }
}

}  // namespace lt::yam
