#include "games/dice_421/combinations.h"

#include <algorithm>

namespace lt::dice421 {
namespace {

// The faces from high to low.
std::array<int, kDiceCount> descending(const DiceCounts& hand) {
    std::array<int, kDiceCount> faces{};
    int i = 0;
    for (int f = kFaces - 1; f >= 0; --f)
        for (int c = 0; c < hand[f] && i < kDiceCount; ++c) faces[i++] = f + 1;
    return faces;
}

}  // namespace

Kind kindOf(const DiceCounts& hand) {
    const auto [a, b, c] = descending(hand);
    if (a == 4 && b == 2 && c == 1) return Kind::FourTwoOne;
    if (a == 1) return Kind::ThreeOnes;
    if (b == 1 && c == 1) return Kind::OnesPair;
    if (a == b && b == c) return Kind::Triple;
    if (a == b + 1 && b == c + 1) return Kind::Straight;
    return Kind::Ordinary;
}

std::string handName(const DiceCounts& hand) {
    const auto [a, b, c] = descending(hand);
    if (kindOf(hand) == Kind::OnesPair) return "11" + std::to_string(a);
    if (kindOf(hand) == Kind::Straight)  // the table writes runs upwards: "123", "456"
        return std::to_string(c) + std::to_string(b) + std::to_string(a);
    return std::to_string(a) + std::to_string(b) + std::to_string(c);
}

int handStrength(const DiceCounts& hand) {
    const auto [a, b, c] = descending(hand);
    switch (kindOf(hand)) {
        case Kind::FourTwoOne:
            return 1000;
        case Kind::ThreeOnes:
            return 900;
        case Kind::OnesPair:  // S1: 1-1-x just above x-x-x
            return 800 + 2 * a + 1;
        case Kind::Triple:
            return 800 + 2 * a;
        case Kind::Straight:  // 456 > 345 > 234 > 123
            return 700 + a;
        case Kind::Ordinary:
            return 100 * a + 10 * b + c;  // at most 665, below every straight
    }
    return 0;
}

int tableValue(const DiceCounts& hand) {
    switch (kindOf(hand)) {
        case Kind::FourTwoOne:
            return 10;
        case Kind::ThreeOnes:
            return 7;
        case Kind::OnesPair:
        case Kind::Triple:
            return descending(hand)[0];
        case Kind::Straight:
            return 2;
        case Kind::Ordinary:
            return 1;
    }
    return 1;
}

bool isNenette(const DiceCounts& hand) {
    return hand == DiceCounts{1, 2, 0, 0, 0, 0};
}

}  // namespace lt::dice421
