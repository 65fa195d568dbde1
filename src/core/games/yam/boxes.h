// The fourteen rows of a Yam column and what each one scores.
#pragma once

#include <optional>
#include <string_view>

#include "games/yam/dice.h"

namespace lt::yam {

// In sheet order, top to bottom.
enum class Box {
    Ones,
    Twos,
    Threes,
    Fours,
    Fives,
    Sixes,
    Min,
    Max,
    Tris,
    Full,
    SmallStraight,
    Quaterna,
    LargeStraight,
    Yam,
};
inline constexpr int kBoxCount = 14;
inline constexpr int kUpperBoxCount = 6;  // rows 1-6, which count towards the bonus
inline constexpr int kBonusThreshold = 63;
inline constexpr int kBonusPoints = 35;

inline Box boxAt(int row) {
    return static_cast<Box>(row);
}
inline int rowOf(Box box) {
    return static_cast<int>(box);
}
// 1..6 for the rows "1".."6" (the face they count), 0 for the others.
int upperFace(Box box);

// Points the dice score in the box (0 when the requirement is not met).
int boxScore(Box box, const DiceCounts& dice);

// Stable notation id: "1".."6", "min", "max", "tris", "full", "small", "four", "large", "yam".
std::string_view boxId(Box box);
std::optional<Box> boxFromId(std::string_view id);
// English name shown on the sheet ("Three of a kind (Tris)"); the shell translates it.
std::string_view boxLabel(Box box);

}  // namespace lt::yam
