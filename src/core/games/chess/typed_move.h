// A move a player types at the board ("e4", "Nf3", "exd5", "O-O", "e8=Q", or leniently "nf3",
// "e2e4", "o-o"), read against a position: the legal move it names, or why it names none, so
// that the board can say so in the player's language. Chess knowledge only.
#pragma once

#include <string_view>
#include <vector>

#include "games/chess/illegal_move.h"
#include "games/chess/position.h"

namespace lt::chess {

struct TypedMove {
    enum class Verdict {
        Legal,             // `move`
        Unreadable,        // not a move in algebraic notation (yet)
        Ambiguous,         // several legal moves fit: `candidates`
        NoPieceCanGo,      // no `piece` of the side to move can go to `to`
        Illegal,           // the one `piece` that could is on `from`: `reason`
        PromotionMissing,  // a pawn reaching the last rank must say what it becomes
        NotPromoting,      // a promotion piece given for a move that does not promote
        CastlingNotAllowed,
        NoOwnPiece,  // a from-square ("e3e4") without a piece of the side to move
    };
    Verdict verdict = Verdict::Unreadable;
    Move move;
    std::vector<Move> candidates;
    PieceType piece = NoPieceType;
    Square from = kNoSquare;
    Square to = kNoSquare;
    IllegalReason reason = IllegalReason::NotHowThePieceMoves;
    bool kingSide = true;  // CastlingNotAllowed
};

// SAN as players write it, with check marks and "x" optional; a piece letter may be lower
// case ("nf3"; "b" is the b-file first, the bishop when no pawn move fits); castling as
// O-O, 0-0 or o-o (the Chess960 castling too); promotion as e8=Q, e8Q or e8q; and UCI
// coordinates ("e2e4", "e7e8q", castling as the king's move or king takes rook).
TypedMove readTypedMove(const Position& pos, std::string_view text);

}  // namespace lt::chess
