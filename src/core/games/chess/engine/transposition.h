// The transposition table: one entry per slot, replaced when the new result is deeper, from a
// newer search, or for another position.
#pragma once

#include <cstdint>
#include <vector>

#include "games/chess/types.h"

namespace lt::chess::engine {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TtEntry {
    std::uint64_t key = 0;
    std::int16_t score = 0;
    std::uint16_t move = 0;
    std::int8_t depth = 0;
    Bound bound = Bound::None;
    std::uint8_t generation = 0;
};

class TranspositionTable {
  public:
    explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }
    void resize(std::size_t megabytes);
    void clear();
    void newSearch() { ++generation_; }
    // nullptr when the position is not stored.
    const TtEntry* probe(std::uint64_t key) const;
    void store(std::uint64_t key, int score, Move move, int depth, Bound bound);

  private:
    std::vector<TtEntry> entries_;
    std::uint8_t generation_ = 0;
};

}  // namespace lt::chess::engine
