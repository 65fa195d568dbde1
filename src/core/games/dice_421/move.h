// A 421 move as generic code sees it (a 64-bit code) and as people read it.
//   "roll 1 2 4"   chance: the faces of the dice thrown (all three, or those re-thrown)
//   "reroll 4 6"   throw these dice again, keeping the others (discharge only)
//   "stand"        the round's leader keeps his throw; his throws so far set the round's count
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "framework/types.h"
#include "games/dice_421/dice.h"

namespace lt::dice421 {

enum class MoveKind { Throw, Reroll, Stand };

struct Move421 {
    MoveKind kind = MoveKind::Throw;
    DiceCounts dice{};  // Throw: faces thrown; Reroll: dice thrown again

    static Move421 throwOf(const DiceCounts& faces) { return {MoveKind::Throw, faces}; }
    static Move421 reroll(const DiceCounts& dice) { return {MoveKind::Reroll, dice}; }
    static Move421 stand() { return {MoveKind::Stand, {}}; }

    bool operator==(const Move421&) const = default;
};

Move encode(const Move421& move);
// Throws IllegalMove for a code that no 421 move has.
Move421 decode(Move code);

std::string notation(const Move421& move);
// Reads what notation() writes (case and spacing forgiven, dice in any order); nullopt when
// the text is not a 421 move.
std::optional<Move421> parseNotation(std::string_view text);

}  // namespace lt::dice421
