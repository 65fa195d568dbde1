// The plain facts the board's texts and sounds are made of, computed from the core.
#pragma once

#include <array>

#include "games/chess/position.h"

namespace lt::shell::chess {

// How many pieces of each type (index PieceType) `side` has lost in `now`, compared with the
// position the game started from (a FEN set-up may lack pieces that were never captured); a
// promoted pawn counts as the piece it became, so counts never go below zero.
std::array<int, 7> capturedPieces(const lt::chess::Position& start, const lt::chess::Position& now,
                                  lt::chess::Color side);
// Material of `side` minus the opponent's, in pawns (N = B = 3, R = 5, Q = 9).
int materialBalance(const lt::chess::Position& position, lt::chess::Color side);
// Whether `move` takes a piece in `position` (en passant included).
bool isCapture(const lt::chess::Position& position, lt::chess::Move move);
// The square the moving piece lands on: for castling (written as the king taking its own
// rook) the king's destination.
lt::chess::Square landingSquare(lt::chess::Move move);
// The square the board marks for a move and its hint: the castling king's destination in
// standard chess, its rook in Chess960 (where a player castles by moving the king onto it).
lt::chess::Square markedSquare(const lt::chess::Position& position, lt::chess::Move move);

}  // namespace lt::shell::chess
