// Zobrist keys, generated at compile time from a fixed seed so hashes are stable everywhere.
#pragma once

#include <array>
#include <cstdint>

#include "games/chess/types.h"

namespace lt::chess::zobrist {

struct Keys {
    std::uint64_t piece[16][64]{};
    std::uint64_t castling[16]{};
    std::uint64_t enPassantFile[8]{};
    std::uint64_t blackToMove = 0;
};

constexpr Keys makeKeys() {
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
    auto next = [&state] {  // splitmix64
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    Keys keys;
    for (auto& row : keys.piece)
        for (auto& key : row) key = next();
    for (auto& key : keys.castling) key = next();
    for (auto& key : keys.enPassantFile) key = next();
    keys.blackToMove = next();
    return keys;
}

inline constexpr Keys keys = makeKeys();

}  // namespace lt::chess::zobrist
