// A Ludo move, typed. Chance rolls are moves too ("roll 6").
#pragma once

#include "framework/types.h"

namespace lt::ludo {

struct LudoMove {
    enum class Kind { Roll = 1, Out = 2, Advance = 3 };
    Kind kind = Kind::Roll;
    int roll = 0;  // Roll: the die value
    int pawn = 0;  // Out/Advance: pawn index 0..3 of the mover
    int from = 0;  // Out/Advance: progress before (kStable for Out)
    int to = 0;    // Out/Advance: progress after

    static LudoMove rollOf(int value) { return {Kind::Roll, value, 0, 0, 0}; }
    static LudoMove out(int pawn);
    static LudoMove advance(int pawn, int from, int to) {
        return {Kind::Advance, 0, pawn, from, to};
    }

    Move encode() const;
    // Throws IllegalMove for a code no LudoMove encodes.
    static LudoMove decode(Move code);
    bool operator==(const LudoMove&) const = default;
};

}  // namespace lt::ludo
