// The engine's memory of positions already searched, indexed by Zobrist hash.
#pragma once

#include <cstdint>
#include <vector>

namespace lt::morris {

enum class Bound : std::uint8_t { None, Exact, Lower, Upper };

struct TtEntry {
    std::uint64_t key = 0;
    std::int32_t score = 0;
    std::uint16_t move = 0;
    std::int8_t depth = -1;
    Bound bound = Bound::None;
};

class TranspositionTable {
  public:
    // 2^bits entries of 16 bytes.
    explicit TranspositionTable(int bits);
    // The entry for `key`, or nullptr.
    const TtEntry* probe(std::uint64_t key) const;
    // Keeps the deeper result when two positions share a slot, but always refreshes a slot
    // that holds the same position.
    void store(std::uint64_t key, int score, std::uint16_t move, int depth, Bound bound);
    void clear();

  private:
    std::vector<TtEntry> entries_;
    std::uint64_t mask_;
};

}  // namespace lt::morris
