// The combinations of dice poker, lowest first, and the order of any two hands (rule 5 and
// proposal S2 of the digest: faces rank 6 down to 1, the 1 is not high).
#pragma once

#include <string>

#include "games/dice_poker/dice.h"

namespace lt::dicepoker {

enum class Combination {
    Nothing,     // none of the others (S3): always 1-2-3-4-6, 1-2-3-5-6, 1-2-4-5-6 or 1-3-4-5-6
    Pair,        // "coppia"
    TwoPairs,    // "2 coppie"
    Triple,      // "tris"
    Straight,    // "scala": 1-2-3-4-5 or 2-3-4-5-6, below the full house
    FullHouse,   // "full"
    FourOfKind,  // "quaterna"
    Poker,       // five of a kind
};

Combination combinationOf(const DiceCounts& hand);
// English name ("two pairs"); the shell translates it.
std::string combinationName(Combination combination);

// A number that orders hands exactly: higher is better, equal only for the same dice. The
// combination comes first, then its tie-breaks (the pair's face, then the kickers, ...).
int handStrength(const DiceCounts& hand);

}  // namespace lt::dicepoker
