// A No 5, no 2 move: the game has no decisions, so every move is a throw of the dice still in
// play, written "roll 6 5 3 2" (highest face first).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "framework/types.h"
#include "games/no_5_no_2/dice.h"

namespace lt::no5no2 {

Move encodeThrow(const DiceCounts& faces);
// Throws IllegalMove for a code that is no throw of 1 to 5 dice.
DiceCounts decodeThrow(Move code);

std::string throwNotation(const DiceCounts& faces);
// Reads what throwNotation() writes (case and spacing forgiven, dice in any order).
std::optional<DiceCounts> parseThrow(std::string_view text);

}  // namespace lt::no5no2
