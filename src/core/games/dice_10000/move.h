// A 10 000 move as generic code sees it (a 64-bit code) and as people read it.
//   chance:   "roll 1 1 3 4 5"   the faces of the dice thrown
//   keep:     "keep 1 1 5 roll"  set these dice aside and throw the others (all five after hot
//   dice)
//             "keep 1 5 bank"    set these dice aside and add the turn total to the score
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "framework/types.h"
#include "games/dice_10000/dice.h"

namespace lt::dice10000 {

enum class MoveKind { Throw, KeepAndRoll, KeepAndBank };

struct TenkMove {
    MoveKind kind = MoveKind::Throw;
    DiceCounts dice{};  // Throw: faces thrown; Keep: dice set aside

    static TenkMove throwOf(const DiceCounts& faces) { return {MoveKind::Throw, faces}; }
    static TenkMove keepAndRoll(const DiceCounts& kept) { return {MoveKind::KeepAndRoll, kept}; }
    static TenkMove keepAndBank(const DiceCounts& kept) { return {MoveKind::KeepAndBank, kept}; }

    bool operator==(const TenkMove&) const = default;
};

Move encode(const TenkMove& move);
// Throws IllegalMove for a code that no 10 000 move has.
TenkMove decode(Move code);

std::string notation(const TenkMove& move);
// Reads what notation() writes (case and spacing forgiven, dice in any order); nullopt when
// the text is not a 10 000 move.
std::optional<TenkMove> parseNotation(std::string_view text);

}  // namespace lt::dice10000
