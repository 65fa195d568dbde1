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

#include "games/draughts/position.h"

namespace lt::draughts::eval {

inline constexpr int kPatternRegions = 16;
inline constexpr int kPatternSquares = 8;
inline constexpr int kPatternIndices = 6561;  // 3^kPatternSquares

namespace detail {

// Region r covers rows 2*(r/4) .. +3 and columns 2*(r%4) .. +3. In the ghost layout each of
// its four rows holds two neighbouring bits, at offsets 0, 1, 5, 6, 11, 12, 16 and 17 from
// the region's first bit.
constexpr int regionFirstBit(int region) {
    return 11 * (region / 4) + region % 4;
}

// The k-th square (ascending, 0..7) of a region.
constexpr int regionSquare(int region, int k) {
    constexpr int offsets[kPatternSquares] = {0, 1, 5, 6, 11, 12, 16, 17};
    return squareOfBit(regionFirstBit(region) + offsets[k]);
}

// A region's eight squares are four in one pair of rows (rows 2k and 2k+1: ghost-layout bits
// 11k .. 11k+9) and four in the next pair. For the ten bits of a row pair, this table holds
// the base-3 value (0..40) of each column block c's four squares (bits c, c+1, c+5, c+6),
// one byte per block. Black's value is twice White's table entry, and the sum of the two
// stays below 256 in every byte, so one addition combines the colours of four blocks.
inline constexpr auto kRowPairTernary = [] {
    std::array<std::uint32_t, 1024> table{};
    for (int bits = 0; bits < 1024; ++bits) {
        std::uint32_t packed = 0;
        for (int block = 0; block < 4; ++block) {
            const int offsets[4] = {block, block + 1, block + 5, block + 6};
            int value = 0;
            for (int k = 0, power = 1; k < 4; ++k, power *= 3)
                if (bits >> offsets[k] & 1) value += power;
            packed |= static_cast<std::uint32_t>(value) << (8 * block);
        }
        table[bits] = packed;
    }
    return table;
}();

// The packed base-3 values of the four column blocks of row pair k (0..4).
inline std::uint32_t rowPairValues(const Position& position, int pair) {
    const int shift = 11 * pair;
    return kRowPairTernary[(position.men(Side::White) >> shift) & 0x3FF] +
           2 * kRowPairTernary[(position.men(Side::Black) >> shift) & 0x3FF];
}

// A region's index from the packed values of its two row pairs.
inline int regionIndex(std::uint32_t upperPair, std::uint32_t lowerPair, int block) {
    const int shift = 8 * block;
    return static_cast<int>((upperPair >> shift) & 0xFF) +
           81 * static_cast<int>((lowerPair >> shift) & 0xFF);
}

}  // namespace detail

// The pattern index of one region: digit k (3^k) is 0 for an empty square (or a king), 1
// for a White man, 2 for a Black man, squares in ascending order.
inline int patternIndex(const Position& position, int region) {
    const int pair = region / 4;
    return detail::regionIndex(detail::rowPairValues(position, pair),
                               detail::rowPairValues(position, pair + 1), region % 4);
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

// Calls sink.addPattern(region, index) for every region (White's view). Each row pair is
// read once: the regions above and below it share it.
template <class Sink>
[[gnu::always_inline]] inline void collectPatterns(const Position& position, Sink& sink) {
    std::array<std::uint32_t, 5> pairs;
    for (int pair = 0; pair < 5; ++pair) pairs[pair] = detail::rowPairValues(position, pair);
    for (int region = 0; region < kPatternRegions; ++region)
        sink.addPattern(region,
                        detail::regionIndex(pairs[region / 4], pairs[region / 4 + 1], region % 4));
}

}  // namespace lt::draughts::eval
