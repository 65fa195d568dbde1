// A dice poker move as generic code sees it (a 64-bit code) and as people read it.
//   "stake 2"          the round's starter sets the stake (1 or 2 tokens each)
//   "roll 1 3 3 5 6"   chance: the faces of the dice thrown (all five, or those re-thrown)
//   "reroll 1 5"       throw these dice again, keeping the others
//   "stand"            keep the hand and end the turn
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "framework/types.h"
#include "games/dice_poker/dice.h"

namespace lt::dicepoker {

enum class MoveKind { Stake, Throw, Reroll, Stand };

struct PokerMove {
    MoveKind kind = MoveKind::Throw;
    DiceCounts dice{};  // Throw: faces thrown; Reroll: dice thrown again
    int stake = 0;      // Stake only

    static PokerMove stakeOf(int tokens) { return {MoveKind::Stake, {}, tokens}; }
    static PokerMove throwOf(const DiceCounts& faces) { return {MoveKind::Throw, faces, 0}; }
    static PokerMove reroll(const DiceCounts& dice) { return {MoveKind::Reroll, dice, 0}; }
    static PokerMove stand() { return {MoveKind::Stand, {}, 0}; }

    bool operator==(const PokerMove&) const = default;
};

Move encode(const PokerMove& move);
// Throws IllegalMove for a code that no dice poker move has.
PokerMove decode(Move code);

std::string notation(const PokerMove& move);
// Reads what notation() writes (case and spacing forgiven, dice in any order); nullopt when
// the text is not a dice poker move.
std::optional<PokerMove> parseNotation(std::string_view text);

}  // namespace lt::dicepoker
