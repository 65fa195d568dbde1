// Reading a 421 throw: its name ("421", "116", "665"), its place in the ranking and the tokens
// it is worth (the digest's table, proposals S1 and S2).
#pragma once

#include <string>

#include "games/dice_421/dice.h"

namespace lt::dice421 {

enum class Kind {
    Ordinary,   // "every other combination": worth 1
    Straight,   // 456, 345, 234, 123: worth 2
    Triple,     // x-x-x for x = 2..6: worth x
    OnesPair,   // 1-1-x ("fiche") for x = 2..6: worth x, just above x-x-x
    ThreeOnes,  // 1-1-1: worth 7
    FourTwoOne  // 4-2-1: worth 10
};

Kind kindOf(const DiceCounts& hand);
// The name players use: the faces high to low ("421", "665"), two 1s first ("116"), runs
// upwards ("123").
std::string handName(const DiceCounts& hand);
// Orders hands exactly as the table does: 421 > 111 > 116 > 666 > ... > 123 > 665 > ... > 221.
// Equal only for equal dice.
int handStrength(const DiceCounts& hand);
// The tokens the table gives when this is the round's best combination.
int tableValue(const DiceCounts& hand);
// 2-2-1, the lowest throw ("nénette", Italian "piccolo").
bool isNenette(const DiceCounts& hand);

}  // namespace lt::dice421
