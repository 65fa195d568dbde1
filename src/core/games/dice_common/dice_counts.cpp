#include "games/dice_common/dice_counts.h"

#include <cctype>
#include <stdexcept>

namespace lt::dice {
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

// A hand's counts read as a base-7 number (a face shows on 0 to 6 dice): unique across every
// size of hand, and small enough to index a table.
constexpr int kBase = kMaxDice + 1;
constexpr int kCodes = kBase * kBase * kBase * kBase * kBase * kBase;

int code(const DiceCounts& hand) {
    int value = 0;
    for (int c : hand) value = value * kBase + c;
    return value;
}

void checkCount(int n) {
    if (n < 1 || n > kMaxDice) throw std::out_of_range("throws of 1 to 6 dice only");
}

}  // namespace

int diceTotal(const DiceCounts& counts) {
    int total = 0;
    for (int c : counts) total += c;
    return total;
}

int pipTotal(const DiceCounts& counts) {
    int total = 0;
    for (int f = 0; f < kFaces; ++f) total += counts[f] * (f + 1);
    return total;
}

std::vector<int> facesHighFirst(const DiceCounts& counts) {
    std::vector<int> faces;
    for (int f = kFaces - 1; f >= 0; --f)
        for (int i = 0; i < counts[f]; ++i) faces.push_back(f + 1);
    return faces;
}

std::string facesTextHighFirst(const DiceCounts& counts) {
    std::string text;
    for (int face : facesHighFirst(counts)) {
        if (!text.empty()) text += ' ';
        text += static_cast<char>('0' + face);
    }
    return text;
}

std::string facesText(const DiceCounts& counts) {
    std::string text;
    for (int f = 0; f < kFaces; ++f)
        for (int i = 0; i < counts[f]; ++i) {
            if (!text.empty()) text += ' ';
            text += static_cast<char>('1' + f);
        }
    return text;
}

std::vector<std::string> wordsOf(std::string_view text) {
    std::vector<std::string> result;
    std::string word;
    for (char c : text) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!word.empty()) result.push_back(std::move(word));
            word.clear();
        } else {
            word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    if (!word.empty()) result.push_back(std::move(word));
    return result;
}

std::optional<DiceCounts> readFaces(const std::vector<std::string>& words, std::size_t from,
                                    std::size_t to, int maxDice) {
    if (to < from || to - from > static_cast<std::size_t>(maxDice)) return std::nullopt;
    DiceCounts counts{};
    for (std::size_t i = from; i < to; ++i) {
        if (words[i].size() != 1 || words[i][0] < '1' || words[i][0] > '6') return std::nullopt;
        ++counts[words[i][0] - '1'];
    }
    return counts;
}

std::uint64_t packedCounts(const DiceCounts& counts, int bitsPerFace) {
    std::uint64_t code = 0;
    for (int f = 0; f < kFaces; ++f)
        code |= static_cast<std::uint64_t>(counts[f]) << (f * bitsPerFace);
    return code;
}

std::optional<DiceCounts> unpackedCounts(std::uint64_t code, int bitsPerFace) {
    if ((code >> (kFaces * bitsPerFace)) != 0) return std::nullopt;
    const std::uint64_t mask = (std::uint64_t{1} << bitsPerFace) - 1;
    DiceCounts counts{};
    for (int f = 0; f < kFaces; ++f)
        counts[f] = static_cast<int>((code >> (f * bitsPerFace)) & mask);
    return counts;
}

bool contains(const DiceCounts& whole, const DiceCounts& part) {
    for (int f = 0; f < kFaces; ++f)
        if (part[f] > whole[f]) return false;
    return true;
}

DiceCounts plus(const DiceCounts& a, const DiceCounts& b) {
    DiceCounts sum{};
    for (int f = 0; f < kFaces; ++f) sum[f] = a[f] + b[f];
    return sum;
}

DiceCounts minus(const DiceCounts& whole, const DiceCounts& part) {
    DiceCounts rest{};
    for (int f = 0; f < kFaces; ++f) rest[f] = whole[f] - part[f];
    return rest;
}

const std::vector<Throw>& throwsOf(int n) {
    static const std::array<std::vector<Throw>, kMaxDice + 1> all = [] {
        std::array<std::vector<Throw>, kMaxDice + 1> table;
        for (int k = 1; k <= kMaxDice; ++k) table[k] = enumerate(k);
        return table;
    }();
    checkCount(n);
    return all[n];
}

std::vector<DiceCounts> subsetsOf(const DiceCounts& dice) {
    std::vector<DiceCounts> result;
    DiceCounts part{};
    auto visit = [&](auto&& self, int face) -> void {
        if (face == kFaces) {
            result.push_back(part);
            return;
        }
        for (int c = 0; c <= dice[face]; ++c) {
            part[face] = c;
            self(self, face + 1);
        }
        part[face] = 0;
    };
    visit(visit, 0);
    return result;
}

const std::vector<DiceCounts>& handsOf(int n) {
    static const std::array<std::vector<DiceCounts>, kMaxDice + 1> all = [] {
        std::array<std::vector<DiceCounts>, kMaxDice + 1> table;
        for (int k = 1; k <= kMaxDice; ++k)
            for (const Throw& t : throwsOf(k)) table[k].push_back(t.faces);
        return table;
    }();
    checkCount(n);
    return all[n];
}

int handIndex(const DiceCounts& hand, int n) {
    // One table for every size: a hand's code already tells its size.
    static const std::vector<int> index = [] {
        std::vector<int> table(kCodes, -1);
        for (int k = 1; k <= kMaxDice; ++k) {
            const auto& hands = handsOf(k);
            for (std::size_t i = 0; i < hands.size(); ++i)
                table[code(hands[i])] = static_cast<int>(i);
        }
        return table;
    }();
    for (int c : hand)
        if (c < 0 || c > kMaxDice) return -1;
    if (n < 1 || n > kMaxDice || diceTotal(hand) != n) return -1;
    return index[code(hand)];
}

}  // namespace lt::dice
