// The computer's thoughts about a draw, run on a worker thread like its moves
// (ChessGame::makeClaimAgent): whether to accept a draw offered to it, and whether to offer
// one together with its own move. Both rest on a short search of its own, whatever the level
// plays with, so a weak level does not give away a won game or offer a lost one.
//
// Accepting: when the search finds it clearly worse (50 centipawns or more), level (25 or
// less) after move 30, or in a clearly drawn ending (below) unless it is a piece up.
// Offering, just after its move, never within 10 of its own moves after its last offer:
//  - in a clearly drawn ending: no pawns, one piece at most on each side, of the same kind
//    (two minor pieces, two rooks or two queens), and the search finds no more than a pawn
//    for either side;
//  - from the 1400 Elo level up (the strongest and the external engine too): after move 40,
//    when the positions after each of its last 8 moves all searched within 15 centipawns
//    of equality. The levels up to 1200 Elo play such positions out, as beginners do.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string_view>

#include "framework/agent.h"
#include "games/chess/game.h"

namespace lt::chess::engine {

enum class DrawQuestion {
    Answer,  // the opponent's offer stands: accept or decline
    Offer,   // it has just moved: offer a draw or not
};

// The question the computer at `level`, playing `me`, has in `state` (cheap: no search).
std::optional<DrawQuestion> drawQuestion(const ChessState& state, Color me, std::string_view level);
// The agent that answers it: chooseMove() returns claim::kAcceptDraw / kDeclineDraw, or
// claim::kOfferDraw / kNoClaim.
std::unique_ptr<Agent> makeDrawAgent(DrawQuestion question, std::string_view level);

// "No claim": not among any claimMoves(), so the match makes none.
inline constexpr lt::Move kNoClaim = 0;

// Thresholds, in centipawns and moves.
inline constexpr int kEvenScore = 15;
inline constexpr int kEvenMoves = 8;
inline constexpr int kEvenFromMove = 41;
inline constexpr int kOfferSpacingMoves = 10;

// No pawns, at most one piece a side, and those two of one kind (minor, rook, queen).
bool clearlyDrawnEnding(const Position& pos);
// Whether the positions after each of `me`'s last kEvenMoves moves, the current one first,
// all score within kEvenScore of equality by `score` (centipawns for `me`), after move 40.
// False when the game is younger than that, or `me` did not make the last move.
bool evenForAWhile(Position pos, Color me, const std::function<int(Position&)>& score);
// Whether the level offers draws in even positions that are not clearly drawn endings.
bool offersInEvenPositions(std::string_view level);

}  // namespace lt::chess::engine
