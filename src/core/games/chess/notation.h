// Move notation: SAN (the notation people read, PGN files) and UCI long algebraic (engines).
#pragma once

#include <string>
#include <string_view>

#include "games/chess/position.h"

namespace lt::chess {

// "Nbd2", "exd6", "e8=Q+", "O-O", "Qh4#". `move` must be legal in `pos`.
std::string toSan(const Position& pos, Move move);

// Reads SAN leniently as PGN files write it: check marks, annotations (!, ?), "0-0", a
// missing '=' before the promotion piece, over-disambiguation ("Ng1f3") and UCI ("g1f3") are
// accepted. Throws InputError (reason only) when the text is not a legal move here.
Move parseSan(const Position& pos, std::string_view text);

// "e2e4", "e7e8q", castling as the king's move "e1g1", or with `chess960` (UCI_Chess960)
// as the king taking its own rook, "e1h1".
std::string toUci(Move move, bool chess960 = false);
// Reads both castling forms: the king onto its own rook, and onto its destination square
// when no other move goes there. Throws InputError when the text is malformed or the move
// is not legal.
Move parseUci(const Position& pos, std::string_view text);

// "knight", "queen", ... for messages.
std::string_view pieceTypeName(PieceType type);

}  // namespace lt::chess
