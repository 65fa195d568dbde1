// The transposition table: one entry per slot, replaced when the new result is deeper, from a
// newer search, or for another position.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <type_traits>

#include "games/chess/types.h"

namespace lt::chess::engine {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

// Trivial on purpose: the table is cleared with one memset (all zero bytes: no key, no bound),
// not entry by entry (which was nearly all of a fuzzed UCI session's time under sanitizers).
struct TtEntry {
    std::uint64_t key;
    std::int16_t score;
    std::uint16_t move;
    std::int8_t depth;
    Bound bound;
    std::uint8_t generation;
};
static_assert(std::is_trivial_v<TtEntry>);

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
    std::unique_ptr<TtEntry[]> entries_;
    std::size_t size_ = 0;  // a power of two: the index is the key's low bits
    std::uint8_t generation_ = 0;
};

}  // namespace lt::chess::engine
