// A Morris position in a few integers (two 24-bit masks, two hands, the side to move and the
// draw counter), with move generation and copy-make application. The rules live here; the
// State and the engine both build on it.
#pragma once

#include <array>
#include <cstdint>

#include "games/morris/geometry.h"

namespace lt::morris {

inline constexpr int kPawnsEach = 9;
// Phase 2 plies without a removal after which the game is drawn.
inline constexpr int kQuietPlyLimit = 50;
// "No point": the origin of a placement, or the removal of a move that closes no mill.
inline constexpr int kNoPoint = 31;

// A move: origin (kNoPoint for a placement), destination, removed pawn (kNoPoint if none).
// Encoded in 15 bits, the same number in lt::Move and in the engine.
struct MorrisMove {
    int from = kNoPoint;
    int to = kNoPoint;
    int remove = kNoPoint;

    std::uint16_t code() const { return static_cast<std::uint16_t>(from | to << 5 | remove << 10); }
    static MorrisMove decode(std::uint64_t code) {
        return {static_cast<int>(code & 31), static_cast<int>(code >> 5 & 31),
                static_cast<int>(code >> 10 & 31)};
    }
    bool isPlacement() const { return from == kNoPoint; }
    bool removes() const { return remove != kNoPoint; }
    bool operator==(const MorrisMove&) const = default;
};

// Enough room for the worst case: 3 flying pawns x 21 empty points x 9 removable pawns.
struct MoveList {
    std::array<std::uint16_t, 640> moves;
    int size = 0;
    void push(std::uint16_t code) { moves[size++] = code; }
    const std::uint16_t* begin() const { return moves.data(); }
    const std::uint16_t* end() const { return moves.data() + size; }
};

enum class Status { Ongoing, WhiteWins, BlackWins, Draw };

class Position {
  public:
    explicit Position(bool diagonals);
    // A position set up directly (tests, the engine's puzzles). No legality check beyond the
    // basics: the caller gives disjoint masks and hands of 0..9.
    Position(bool diagonals, Mask white, Mask black, int whiteHand, int blackHand, int sideToMove,
             int quietPlies);

    const Geometry& geometry() const { return *geometry_; }
    Mask pawns(int side) const { return pawns_[side]; }
    Mask empty() const { return kAllPoints & ~(pawns_[0] | pawns_[1]); }
    int inHand(int side) const { return hand_[side]; }
    int onBoard(int side) const;
    // Pawns a player still owns: on the board plus in hand. At 2 the player has lost.
    int remaining(int side) const { return onBoard(side) + hand_[side]; }
    int sideToMove() const { return side_; }
    // Phase 2 plies since the last removal (or since phase 2 began).
    int quietPlies() const { return quietPlies_; }
    bool placing(int side) const { return hand_[side] > 0; }
    bool flying(int side) const { return hand_[side] == 0 && onBoard(side) == 3; }
    std::uint64_t hash() const { return hash_; }

    // The opponent pawns that a mill of `side` may remove: those outside mills, or any of
    // them when all are in mills.
    Mask removable(int side) const;
    // Whether moving a pawn of `side` from `from` (kNoPoint: from hand) to `to` closes a mill.
    bool closesMill(int side, int from, int to) const;

    // Every legal move of the side to move (assumes the game is not over).
    void generate(MoveList& list) const;
    // Whether the side to move can make any move at all (false = blocked).
    bool canMove() const;
    bool isLegal(MorrisMove move) const;
    // Plays a legal move (not checked) and passes the turn.
    void apply(MorrisMove move);

    // Win/loss by pawns left or blocking, and the 50-ply draw. Repetition needs the history
    // and is judged by the caller.
    Status status() const;

    bool operator==(const Position& other) const;

  private:
    void recomputeHash();

    const Geometry* geometry_;
    std::array<Mask, 2> pawns_{};
    std::array<int, 2> hand_{kPawnsEach, kPawnsEach};
    int side_ = 0;
    int quietPlies_ = 0;
    std::uint64_t hash_ = 0;
};

}  // namespace lt::morris
