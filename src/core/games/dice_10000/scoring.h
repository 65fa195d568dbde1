// The scoring table of 10 000 (rulebook, as the digest reads it):
//   single 1 = 100, single 5 = 50, three of a kind = 100 x face (1s: 1,000), each further die
//   of the same face doubles it (four, five of a kind), straight 1-5 or 2-6 = 1,500.
// A throw scores only with its own dice, except that later dice may extend a three (or four)
// of a kind set aside earlier in the turn, until a hot-dice re-throw closes it (rule 6, S4, S5).
#pragma once

#include <optional>

#include "games/dice_10000/dice.h"

namespace lt::dice10000 {

inline constexpr int kStraightPoints = 1500;

// The three or four of a kind set aside in this turn that later dice may still extend.
struct OpenSet {
    int face = 0;   // 0 = none
    int count = 0;  // 3 or 4 dice
    int points() const;
    bool operator==(const OpenSet&) const = default;
};

// Points of n of a kind thrown together (n >= 3).
int ofAKindPoints(int face, int n);

struct KeepResult {
    int points = 0;
    OpenSet openSet;  // the open set after this keep
};

// What setting aside `keep` from `thrown` (a throw of diceTotal(thrown) dice) is worth, given
// the open set; nullopt when `keep` is not in the throw, is empty, or holds a die that scores
// nothing. Every kept die must score: a straight needs all five dice of a five-dice throw.
std::optional<KeepResult> scoreKeep(const DiceCounts& thrown, const DiceCounts& keep,
                                    const OpenSet& openSet);

// The dice of the throw that can score (all five for a straight); empty means a bust. Setting
// all of them aside is always worth the most the throw can give.
DiceCounts scoringDice(const DiceCounts& thrown, const OpenSet& openSet);

// The highest score of a throw (0 = bust).
int throwScore(const DiceCounts& thrown, const OpenSet& openSet = {});

}  // namespace lt::dice10000
