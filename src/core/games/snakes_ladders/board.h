// The Snakes and Ladders board: squares 1..100 in the usual zig-zag, square 0 being the start
// in front of square 1, and the classic layout of 9 ladders and 10 snakes the digest proposes
// (the rulebook's text gives none). A data table, so another printed board can replace it.
#pragma once

#include <array>
#include <optional>

namespace lt::snakes {

inline constexpr int kStart = 0;
inline constexpr int kFinish = 100;

struct Chute {
    int from = 0;  // the ladder's foot, or the snake's upper end
    int to = 0;    // the ladder's top, or the snake's lower end
    bool isLadder() const { return to > from; }
};

inline constexpr std::array<Chute, 9> kLadders{{
    {1, 38},
    {4, 14},
    {9, 31},
    {21, 42},
    {28, 84},
    {36, 44},
    {51, 67},
    {71, 91},
    {80, 100},
}};
inline constexpr std::array<Chute, 10> kSnakes{{
    {16, 6},
    {47, 26},
    {49, 11},
    {56, 53},
    {62, 19},
    {64, 60},
    {87, 24},
    {93, 73},
    {95, 75},
    {98, 78},
}};

// The ladder or snake that starts on `square`, if any.
std::optional<Chute> chuteAt(int square);

}  // namespace lt::snakes
