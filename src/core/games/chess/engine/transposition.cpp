#include "games/chess/engine/transposition.h"

#include <algorithm>
#include <cstring>

namespace lt::chess::engine {

void TranspositionTable::resize(std::size_t megabytes) {
    std::size_t count = std::max<std::size_t>(1, megabytes) * 1024 * 1024 / sizeof(TtEntry);
    std::size_t power = 1;
    while (power * 2 <= count) power *= 2;  // a power of two: the index is a mask
    entries_ = std::make_unique_for_overwrite<TtEntry[]>(power);
    size_ = power;
    clear();
}

void TranspositionTable::clear() {
    std::memset(entries_.get(), 0, size_ * sizeof(TtEntry));
}

const TtEntry* TranspositionTable::probe(std::uint64_t key) const {
    const TtEntry& e = entries_[key & (size_ - 1)];
    return e.key == key && e.bound != Bound::None ? &e : nullptr;
}

void TranspositionTable::store(std::uint64_t key, int score, Move move, int depth, Bound bound) {
    TtEntry& e = entries_[key & (size_ - 1)];
    if (e.key == key && e.generation == generation_ && depth < e.depth && bound != Bound::Exact)
        return;
    // Another position of this search keeps its slot against a much shallower result.
    if (e.key != key && e.bound != Bound::None && e.generation == generation_ &&
        depth < e.depth - 3 && bound != Bound::Exact)
        return;
    if (move.isNone() && e.key == key) move = Move::fromCode(e.move);  // keep the best move
    e = {key,         static_cast<std::int16_t>(score),
         move.code(), static_cast<std::int8_t>(depth),
         bound,       generation_};
}

}  // namespace lt::chess::engine
