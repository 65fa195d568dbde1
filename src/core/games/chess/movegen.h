// Legal move generation (check and pin aware, no make/unmake needed) and perft.
#pragma once

#include <cstdint>
#include <vector>

#include "position.h"

namespace lt::chess {

struct MoveList {
    Move moves[256];
    int size = 0;
    void push(Move m) { moves[size++] = m; }
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
