#include "games/morris/transposition_table.h"

#include <algorithm>

namespace lt::morris {

TranspositionTable::TranspositionTable(int bits)
    : entries_(std::size_t{1} << bits), mask_((std::uint64_t{1} << bits) - 1) {}

const TtEntry* TranspositionTable::probe(std::uint64_t key) const {
    const TtEntry& entry = entries_[key & mask_];
    return entry.bound != Bound::None && entry.key == key ? &entry : nullptr;
}

void TranspositionTable::store(std::uint64_t key, int score, std::uint16_t move, int depth,
                               Bound bound) {
    TtEntry& entry = entries_[key & mask_];
    if (entry.key != key && entry.bound != Bound::None && entry.depth > depth) return;
    entry = {key, score, move, static_cast<std::int8_t>(depth), bound};
}

void TranspositionTable::clear() {
    std::fill(entries_.begin(), entries_.end(), TtEntry{});
}

}  // namespace lt::morris
