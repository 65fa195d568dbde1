// A Yam move as generic code sees it (a 64-bit code) and as people read it.
//   chance:   "roll 1 3 6"       the faces thrown by the dice that were not held
//   hold:     "hold 3 3 5"       keep these dice and throw the others ("hold none": all five)
//   score:    "score tris free"  write the dice in a box of a column
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "framework/types.h"
#include "games/yam/column.h"
#include "games/yam/dice.h"

namespace lt::yam {

enum class MoveKind { Throw, Hold, Score };

struct YamMove {
    MoveKind kind = MoveKind::Throw;
    DiceCounts dice{};                     // Throw: faces thrown; Hold: faces kept
    ColumnKind column = ColumnKind::Free;  // Score only
    Box box = Box::Ones;                   // Score only

    static YamMove throwOf(const DiceCounts& faces) { return {MoveKind::Throw, faces}; }
    static YamMove hold(const DiceCounts& kept) { return {MoveKind::Hold, kept}; }
    static YamMove score(Box box, ColumnKind column) { return {MoveKind::Score, {}, column, box}; }

    bool operator==(const YamMove&) const = default;
};

Move encode(const YamMove& move);
// Throws IllegalMove for a code that no Yam move has.
YamMove decode(Move code);

std::string notation(const YamMove& move);
// Reads what notation() writes (case and spacing are forgiven, dice in any order);
// nullopt when the text is not a Yam move.
std::optional<YamMove> parseNotation(std::string_view text);

}  // namespace lt::yam
