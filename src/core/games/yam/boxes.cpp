#include "games/yam/boxes.h"

#include <algorithm>
#include <array>

namespace lt::yam {
namespace {

struct BoxText {
    std::string_view id;
    std::string_view label;
};

constexpr std::array<BoxText, kBoxCount> kTexts{{
    {"1", "Ones"},
    {"2", "Twos"},
    {"3", "Threes"},
    {"4", "Fours"},
    {"5", "Fives"},
    {"6", "Sixes"},
    {"min", "Min (sum below 20)"},
    {"max", "Max (sum above 20)"},
    {"tris", "Three of a kind"},
    {"full", "Full house"},
    {"small", "Small straight"},
    {"four", "Four of a kind"},
    {"large", "Large straight"},
    {"yam", "Yam (five of a kind)"},
}};

int mostOfAKind(const DiceCounts& dice) {
    return *std::max_element(dice.begin(), dice.end());
}

// Length of the longest run of consecutive faces present among the dice.
int longestRun(const DiceCounts& dice) {
    int best = 0, run = 0;
    for (int f = 0; f < kFaces; ++f) {
        run = dice[f] > 0 ? run + 1 : 0;
        best = std::max(best, run);
    }
    return best;
}

bool isFullHouse(const DiceCounts& dice) {
    // Three of one face and two of another: five of a kind is not a full house (digest S4).
    bool three = false, two = false;
    for (int count : dice) {
        three = three || count == 3;
        two = two || count == 2;
    }
    return three && two;
}

}  // namespace

int upperFace(Box box) {
    return rowOf(box) < kUpperBoxCount ? rowOf(box) + 1 : 0;
}

int boxScore(Box box, const DiceCounts& dice) {
    if (const int face = upperFace(box)) return face * dice[face - 1];
    const int sum = pipSum(dice);
    switch (box) {
        case Box::Min:
            return sum < 20 ? sum : 0;  // a sum of exactly 20 scores in neither (S2)
        case Box::Max:
            return sum > 20 ? sum : 0;
        case Box::Tris:
            return mostOfAKind(dice) >= 3 ? 25 : 0;
        case Box::Full:
            return isFullHouse(dice) ? 30 : 0;
        case Box::SmallStraight:
            return longestRun(dice) >= 4 ? 25 : 0;
        case Box::Quaterna:
            return mostOfAKind(dice) >= 4 ? 35 : 0;
        case Box::LargeStraight:
            return longestRun(dice) == 5 ? 40 : 0;
        case Box::Yam:
            return mostOfAKind(dice) == 5 ? 50 : 0;
        default:
            return 0;
    }
}

std::string_view boxId(Box box) {
    return kTexts[rowOf(box)].id;
}
std::string_view boxLabel(Box box) {
    return kTexts[rowOf(box)].label;
}

std::optional<Box> boxFromId(std::string_view id) {
    for (int row = 0; row < kBoxCount; ++row)
        if (kTexts[row].id == id) return boxAt(row);
    return std::nullopt;
}

}  // namespace lt::yam
