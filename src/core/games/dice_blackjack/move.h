// A Dice Black Jack move as generic code sees it (a 64-bit code) and as people read it.
//   chance:    "roll 4 5 6"  the faces of the dice thrown (any order when read)
//   decisions: "stop"        the score so far is final for this round
//              "again 2"     throw 1, 2 or 3 more dice and add their faces
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "framework/types.h"
#include "games/dice_blackjack/dice.h"

namespace lt::diceblackjack {

enum class MoveKind { Throw, Stop, Again };

struct BjMove {
    MoveKind kind = MoveKind::Throw;
    DiceCounts faces{};  // Throw only
    int dice = 0;        // Again only: 1..3

    static BjMove throwOf(const DiceCounts& faces) { return {MoveKind::Throw, faces, 0}; }
    static BjMove stop() { return {MoveKind::Stop, {}, 0}; }
    static BjMove again(int dice) { return {MoveKind::Again, {}, dice}; }

    bool operator==(const BjMove&) const = default;
};

Move encode(const BjMove& move);
// Throws IllegalMove for a code that no Dice Black Jack move has.
BjMove decode(Move code);

std::string notation(const BjMove& move);
// Reads what notation() writes (case and spacing forgiven, faces in any order); nullopt when
// the text is not a Dice Black Jack move.
std::optional<BjMove> parseNotation(std::string_view text);

}  // namespace lt::diceblackjack
