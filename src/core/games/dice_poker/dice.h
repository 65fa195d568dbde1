// The dice of dice poker hands: the shared multiset dice (games/dice_common) with 5 dice.
#pragma once

#include "games/dice_common/dice_counts.h"

namespace lt::dicepoker {

inline constexpr int kDiceCount = 5;

using dice::contains;
using dice::DiceCounts;
using dice::diceTotal;
using dice::facesText;
using dice::kFaces;
using dice::minus;
using dice::plus;
using dice::subsetsOf;
using dice::Throw;
using dice::throwsOf;
using dice::wordsOf;

// Faces written one per word in words[from, to); nullopt beyond 5 dice or on a bad face.
inline std::optional<DiceCounts> readFaces(const std::vector<std::string>& words, std::size_t from,
                                           std::size_t to) {
    return dice::readFaces(words, from, to, kDiceCount);
}

// The 252 five-dice hands in a fixed order, and the position of a hand in it (-1 if none).
inline const std::vector<DiceCounts>& allHands() {
    return dice::handsOf(kDiceCount);
}
inline int handIndex(const DiceCounts& hand) {
    return dice::handIndex(hand, kDiceCount);
}

}  // namespace lt::dicepoker
