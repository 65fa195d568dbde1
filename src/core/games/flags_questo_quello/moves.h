// How "Questo e quello" moves are encoded for generic code: a kind in bits 16-19, then the
// card (bits 8-15) and the cell or dice (bits 0-7).
#pragma once

#include <algorithm>
#include <utility>

#include "framework/types.h"
#include "games/flags/cards.h"

namespace lt::flags_questo_quello {

enum class MoveKind { Play = 1, Draw = 2, Pass = 3, Card = 4, Roll = 5 };

inline MoveKind kindOf(Move move) {
    return static_cast<MoveKind>((move >> 16) & 0xf);
}
inline Move playMove(int card, int cell) {
    return (Move{1} << 16) | (static_cast<Move>(card) << 8) | static_cast<Move>(cell);
}
inline Move drawMove() {
    return Move{2} << 16;
}
inline Move passMove() {
    return Move{3} << 16;
}
// Chance: the card dealt or drawn.
inline Move cardMove(int card) {
    return (Move{4} << 16) | static_cast<Move>(card);
}
// Chance: the two blue dice, smaller face first.
inline Move rollMove(flags::Symbol a, flags::Symbol b) {
    const int lo = std::min(static_cast<int>(a), static_cast<int>(b));
    const int hi = std::max(static_cast<int>(a), static_cast<int>(b));
    return (Move{5} << 16) | static_cast<Move>(lo * flags::kSymbolCount + hi);
}
inline int moveCard(Move move) {
    return kindOf(move) == MoveKind::Card ? static_cast<int>(move & 0xff)
                                          : static_cast<int>((move >> 8) & 0xff);
}
inline int moveCell(Move move) {
    return static_cast<int>(move & 0xff);
}
inline std::pair<flags::Symbol, flags::Symbol> moveDice(Move move) {
    const int code = static_cast<int>(move & 0xff);
    return {static_cast<flags::Symbol>(code / flags::kSymbolCount),
            static_cast<flags::Symbol>(code % flags::kSymbolCount)};
}

}  // namespace lt::flags_questo_quello
