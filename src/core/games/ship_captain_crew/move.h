// A Ship, Captain and Crew move as generic code sees it (a 64-bit code) and as people read it.
//   chance:   "roll 6 5 4 3 2"  the faces of the dice thrown (highest first)
//   decision: "stop"            sail with the cargo as it is
//             "reroll 3"        throw these cargo dice again ("reroll 3 1" for both)
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "framework/types.h"
#include "games/ship_captain_crew/dice.h"

namespace lt::shipcaptaincrew {

enum class MoveKind { Throw, Stop, Reroll };

struct SccMove {
    MoveKind kind = MoveKind::Throw;
    DiceCounts dice{};  // Throw: faces thrown; Reroll: the cargo dice thrown again

    static SccMove throwOf(const DiceCounts& faces) { return {MoveKind::Throw, faces}; }
    static SccMove stop() { return {MoveKind::Stop, {}}; }
    static SccMove reroll(const DiceCounts& cargo) { return {MoveKind::Reroll, cargo}; }

    bool operator==(const SccMove&) const = default;
};

Move encode(const SccMove& move);
// Throws IllegalMove for a code that no Ship, Captain and Crew move has.
SccMove decode(Move code);

std::string notation(const SccMove& move);
// Reads what notation() writes (case and spacing forgiven, dice in any order); nullopt when
// the text is not such a move.
std::optional<SccMove> parseNotation(std::string_view text);

}  // namespace lt::shipcaptaincrew
