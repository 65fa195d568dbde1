// The Game of the Goose track as the rulebook gives it: squares 1..63, square 0 being the
// start off the board, and the special squares of the digest's table (and nothing more: no
// extra geese of other traditional boards, the skull sends back to 1).
#pragma once

#include <optional>
#include <string_view>

namespace lt::goose {

inline constexpr int kStart = 0;
inline constexpr int kFinish = 63;

enum class Special {
    None,
    Goose,      // 9, 18, 27, 36, 45, 54: move on again by the same total
    Bridge,     // 6: go to 12
    Inn,        // 19: miss the next turn
    Well,       // 31: held until relieved
    Labyrinth,  // 42: back to 30
    Prison,     // 52: held until relieved
    Skull,      // 58: back to 1
    Finish,     // 63
};

Special specialOf(int square);
// Where the bridge, labyrinth and skull send a pawn; nullopt for other squares.
std::optional<int> sendsTo(int square);
// The square reached from `square` going forward by `steps`, counting back from 63 by the
// excess (the bounce of rule 6).
int advance(int square, int steps);
// "goose", "bridge", ... for notation and tests; "" for a plain square.
std::string_view specialName(Special special);

// The special first roll (rule 3): 6+3 goes to 26, 4+5 to 53.
inline constexpr int kFirstRollSixThree = 26;
inline constexpr int kFirstRollFourFive = 53;

}  // namespace lt::goose
