// Patterns: sixteen overlapping windows of 4 x 4 squares (8 playable squares each), at rows and
// columns 0, 2, 4 and 6, cover the board. What a window holds (each square empty, White or
// Black: 3^8 = 6561 configurations) has a weight of its own, fitted to game results like the
// other terms (bench/draughts/draughts_tune.cpp): local structure, such as formations, locks
// and breakthroughs, that terms about single squares cannot see. Kings count as pieces of
// their colour here; their value is a term of its own.
#pragma once

#include <array>
#include <cstdint>

#include "position.h"

namespace lt::draughts::eval {

inline constexpr int kWindowCount = 16;
inline constexpr int kConfigurationCount = 6561;  // 3^8

namespace detail {

// Window w covers rows 2*(w/4) .. +3 and columns 2*(w%4) .. +3. In each of its four rows its
// two playable squares are neighbours in the square numbering, so they are two adjacent bits:
// the first one's bit, row by row.
inline constexpr auto kWindowRowBits = [] {
    std::array<std::array<int, 4>, kWindowCount> bits{};
    for (int w = 0; w < kWindowCount; ++w)
        for (int k = 0; k < 4; ++k) {
            const int row = 2 * (w / 4) + k;
            bits[w][k] = bitOfSquare(row * 5 + (w % 4) + 1);
        }
    return bits;
}();

// An 8-bit set of squares -> the configuration index with digit 1 on each of them (base 3).
inline constexpr auto kTernary = [] {
    std::array<std::uint16_t, 256> ternary{};
    for (int bits = 0; bits < 256; ++bits) {
        int value = 0, power = 1;
        for (int digit = 0; digit < 8; ++digit, power *= 3)
            if (bits & (1 << digit)) value += power;
        ternary[bits] = static_cast<std::uint16_t>(value);
    }
    return ternary;
}();

inline int windowBits(Bits pieces, const std::array<int, 4>& rowBits) {
    return static_cast<int>(((pieces >> rowBits[0]) & 3) | (((pieces >> rowBits[1]) & 3) << 2) |
                            (((pieces >> rowBits[2]) & 3) << 4) |
                            (((pieces >> rowBits[3]) & 3) << 6));
}

}  // namespace detail

// The configuration of window w: digit 2k+j (k: the window's row, j: its square in that row)
// is 0 for an empty square, 1 for White, 2 for Black.
inline int windowConfiguration(const Position& position, int window) {
    const auto& rowBits = detail::kWindowRowBits[window];
    return detail::kTernary[detail::windowBits(position.pieces(Side::White), rowBits)] +
           2 * detail::kTernary[detail::windowBits(position.pieces(Side::Black), rowBits)];
}

// Turning the board round and swapping the colours maps window w onto window 15 - w, and
// its configuration c onto this one (digits reversed, 1 and 2 swapped). Every window has a
// distinct partner, so the weights of windows 0..7 determine the others: weight(15 - w,
// mirrored c) = -weight(w, c), which keeps the evaluation colour-symmetric.
inline constexpr int kCanonicalWindowCount = kWindowCount / 2;
constexpr int mirroredConfiguration(int configuration) {
    int mirrored = 0;
    int digits[8];
    for (int& digit : digits) {
        digit = configuration % 3;
        configuration /= 3;
    }
    for (int p = 7; p >= 0; --p)
        mirrored = mirrored * 3 + (digits[7 - p] == 0 ? 0 : 3 - digits[7 - p]);
    return mirrored;
}

}  // namespace lt::draughts::eval
