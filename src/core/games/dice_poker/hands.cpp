#include "games/dice_poker/hands.h"

#include <algorithm>
#include <vector>

namespace lt::dicepoker {
namespace {

// Faces by how many dice show them, larger groups first, higher faces first within a size:
// [6,6,3,3,1] gives {6, 3, 1}. This is every tie-break order of S2 at once.
std::vector<int> facesBySignificance(const DiceCounts& hand) {
    std::vector<int> faces;
    for (int size = kDiceCount; size >= 1; --size)
        for (int f = kFaces - 1; f >= 0; --f)
            if (hand[f] == size) faces.push_back(f + 1);
    return faces;
}

}  // namespace

Combination combinationOf(const DiceCounts& hand) {
    std::vector<int> sizes(hand.begin(), hand.end());
    std::sort(sizes.rbegin(), sizes.rend());
    if (sizes[0] == 5) return Combination::Poker;
    if (sizes[0] == 4) return Combination::FourOfKind;
    if (sizes[0] == 3) return sizes[1] == 2 ? Combination::FullHouse : Combination::Triple;
    if (sizes[0] == 2) return sizes[1] == 2 ? Combination::TwoPairs : Combination::Pair;
    // Five different faces: a straight unless the gap is inside (1-6 present means a gap).
    if (hand[0] == 0 || hand[5] == 0) return Combination::Straight;
    return Combination::Nothing;
}

std::string combinationName(Combination combination) {
    switch (combination) {
        case Combination::Nothing:
            return "nothing";
        case Combination::Pair:
            return "a pair";
        case Combination::TwoPairs:
            return "two pairs";
        case Combination::Triple:
            return "three of a kind";
        case Combination::Straight:
            return "a straight";
        case Combination::FullHouse:
            return "a full house";
        case Combination::FourOfKind:
            return "four of a kind";
        case Combination::Poker:
            return "poker";
    }
    return {};
}

int handStrength(const DiceCounts& hand) {
    int strength = static_cast<int>(combinationOf(hand));
    // Up to five significant faces, one base-7 digit each.
    const std::vector<int> faces = facesBySignificance(hand);
    for (int i = 0; i < kDiceCount; ++i)
        strength = strength * 7 + (i < static_cast<int>(faces.size()) ? faces[i] : 0);
    return strength;
}

}  // namespace lt::dicepoker
