#include "games/ludo/move.h"

#include <string>

#include "framework/errors.h"
#include "games/ludo/rules.h"

namespace lt::ludo {

// Layout: kind in bits 0-3, roll 4-7, pawn 8-11, from+1 in 16-23, to+1 in 24-31.
// Positions are shifted by one so that kStable (-1) encodes as 0.

LudoMove LudoMove::out(int pawn) {
    return {Kind::Out, 0, pawn, kStable, 0};
}

Move LudoMove::encode() const {
    return static_cast<Move>(kind) | static_cast<Move>(roll) << 4 | static_cast<Move>(pawn) << 8 |
           static_cast<Move>(from + 1) << 16 | static_cast<Move>(to + 1) << 24;
}

LudoMove LudoMove::decode(Move code) {
    LudoMove m;
    const int kind = static_cast<int>(code & 0xF);
    if (kind < 1 || kind > 3 || code >> 32 != 0)
        throw IllegalMove("not a Ludo move code: " + std::to_string(code));
    m.kind = static_cast<Kind>(kind);
    m.roll = static_cast<int>(code >> 4 & 0xF);
    m.pawn = static_cast<int>(code >> 8 & 0xF);
    m.from = static_cast<int>(code >> 16 & 0xFF) - 1;
    m.to = static_cast<int>(code >> 24 & 0xFF) - 1;
    if (m.encode() != code) throw IllegalMove("not a Ludo move code: " + std::to_string(code));
    return m;
}

}  // namespace lt::ludo
