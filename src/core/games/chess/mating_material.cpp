#include "games/chess/mating_material.h"

namespace lt::chess {

bool canCheckmate(const Position& pos, Color side) {
    const Bitboard mine = pos.pieces(side) & ~pos.pieces(side, King);
    const Bitboard theirs = pos.pieces(~side) & ~pos.pieces(~side, King);
    if (!mine) return false;
    const Bitboard minors = pos.pieces(side, Knight) | pos.pieces(side, Bishop);
    if (!theirs && mine == minors && !moreThanOne(minors)) return false;
    const Bitboard bishops = pos.pieces(Bishop);
    const Bitboard everything = mine | theirs;
    const bool onlyBishops = (everything & ~bishops) == 0;
    const bool oneColour = !(bishops & kDarkSquares) || !(bishops & ~kDarkSquares);
    return !(onlyBishops && oneColour);
}

}  // namespace lt::chess
