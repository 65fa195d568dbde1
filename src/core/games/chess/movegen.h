// Legal move generation (check and pin aware, no make/unmake needed) and perft.
#pragma once

#include <cassert>
#include <cstdint>
#include <vector>

#include "games/chess/position.h"

namespace lt::chess {

// Room for every legal move of any position Position::fromFen accepts (placement_rules.h):
// a king with at most 8 moves (castling included) and at most 15 other pieces, none with
// more than a queen's 27. A position reachable in a game has at most 218.
inline constexpr int kMaxMoves = 8 + 15 * 27;

struct MoveList {
    Move moves[kMaxMoves];
    int size = 0;
    // Full lists cannot happen (see kMaxMoves); a further move would be dropped, not written
    // past the end.
    void push(Move m) {
        assert(size < kMaxMoves);
        if (size < kMaxMoves) moves[size++] = m;
    }
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + size; }
    Move* begin() { return moves; }
    Move* end() { return moves + size; }
    bool contains(Move m) const;
};

enum class GenType {
    All,       // every legal move
    Tactical,  // legal captures (en passant included) and promotions: the quiescence moves
};

void generateMoves(const Position& pos, MoveList& list, GenType type = GenType::All);
std::vector<Move> legalMoves(const Position& pos);

// Number of leaf nodes of the legal move tree `depth` plies deep.
std::uint64_t perft(Position& pos, int depth);

}  // namespace lt::chess
