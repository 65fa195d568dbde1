// Board patterns for the draughts evaluation: the board is covered by 16 overlapping blocks
// of 4x4 squares (8 dark squares each), and every arrangement of men on a block (empty,
// White man or Black man on each square: 3^8 = 6561 of them) has its own weight. Strong
// draughts programs (Scan, and those after it) evaluate this way: the worth of a formation,
// a hook or a tail depends on the men around it together, which no sum of per-square terms
// can express. Kings are left out of the patterns; the linear terms count them.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "position.h"

namespace lt::draughts::eval {

inline constexpr int kPatternRegions = 16;
inline constexpr int kPatternSquares = 8;
inline constexpr int kPatternIndices = 6561;  // 3^kPatternSquares

namespace detail {

// Region r covers rows 2*(r/4) .. +3 and columns 2*(r%4) .. +3. In the ghost layout each of
// its four rows holds two neighbouring bits, at these offsets from the region's first bit.
constexpr int regionFirstBit(int region) {
    return 11 * (region / 4) + region % 4;
}

// The k-th square (ascending, 0..7) of a region.
constexpr int regionSquare(int region, int k) {
    constexpr int offsets[kPatternSquares] = {0, 1, 5, 6, 11, 12, 16, 17};
    return squareOfBit(regionFirstBit(region) + offsets[k]);
}

// The region's eight bits, gathered into the low byte in ascending square order.
inline unsigned gatherRegion(Bits shifted) {
    return static_cast<unsigned>((shifted & 0x3) | ((shifted >> 3) & 0xC) |
                                 ((shifted >> 7) & 0x30) | ((shifted >> 10) & 0xC0));
}

// A byte read as base-3 digits: bit k becomes 3^k.
inline constexpr auto kTernary = [] {
    std::array<std::uint16_t, 256> ternary{};
    for (int byte = 0; byte < 256; ++byte) {
        int value = 0, power = 1;
        for (int k = 0; k < kPatternSquares; ++k, power *= 3)
            if (byte & (1 << k)) value += power;
        ternary[byte] = static_cast<std::uint16_t>(value);
    }
    return ternary;
}();

}  // namespace detail

// The pattern index of one region: digit k (3^k) is 0 for an empty square (or a king), 1
// for a White man, 2 for a Black man, squares in ascending order.
inline int patternIndex(const Position& position, int region) {
    const int first = detail::regionFirstBit(region);
    return detail::kTernary[detail::gatherRegion(position.men(Side::White) >> first)] +
           2 * detail::kTernary[detail::gatherRegion(position.men(Side::Black) >> first)];
}

// The board turned round with the colours swapped maps region r to region 15 - r, its
// squares in reverse order, White men to Black men. The same arrangement seen by the other
// side is worth the opposite, so only regions 0..7 need weights of their own.
inline constexpr int mirroredRegion(int region) {
    return kPatternRegions - 1 - region;
}
inline constexpr int mirroredPatternIndex(int index) {
    int mirrored = 0;
    for (int k = 0; k < kPatternSquares; ++k, index /= 3) {
        const int digit = index % 3;
        mirrored = mirrored * 3 + (digit == 0 ? 0 : 3 - digit);
    }
    return mirrored;
}

// The weights of every arrangement, in hundredths of a man for the opening and the ending.
struct PatternWeights {
    std::int16_t opening = 0;
    std::int16_t ending = 0;
};
using PatternTable = std::array<std::array<PatternWeights, kPatternIndices>, kPatternRegions>;

// One fitted weight of regions 0..7, as draughts_tune writes them; the rest are zero or
// follow by symmetry.
struct PatternEntry {
    std::uint8_t region;
    std::uint16_t index;
    std::int16_t opening;
    std::int16_t ending;
};

template <std::size_t N>
constexpr PatternTable expandPatterns(const std::array<PatternEntry, N>& entries) {
    PatternTable table{};
    for (const PatternEntry& entry : entries) {
        table[entry.region][entry.index] = {entry.opening, entry.ending};
        table[mirroredRegion(entry.region)][mirroredPatternIndex(entry.index)] = {
            static_cast<std::int16_t>(-entry.opening), static_cast<std::int16_t>(-entry.ending)};
    }
    return table;
}

// Calls sink.addPattern(region, index) for every region (White's view).
template <class Sink>
[[gnu::always_inline]] inline void collectPatterns(const Position& position, Sink& sink) {
    for (int region = 0; region < kPatternRegions; ++region)
        sink.addPattern(region, patternIndex(position, region));
}

}  // namespace lt::draughts::eval
