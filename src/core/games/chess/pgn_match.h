// PGN games as Ludoteca matches and back. An imported game becomes a hot-seat match record
// (its FEN tag as the start-position option, a Chess960 Variant tag as the variant option,
// its moves in SAN), so the match replays it, the move list steps through it and play can go
// on from its end. A match is written back as a PGN game with its result, resignations,
// agreements and flags included.
#pragma once

#include <string>

#include "framework/game_review.h"
#include "framework/match_record.h"
#include "games/chess/game.h"
#include "games/chess/pgn.h"

namespace lt::chess {

struct PgnImport {
    MatchRecord record;
    // Empty, or why the moves stop early, naming the game, the move and the reason:
    // "game 2, move 14... Qxh7: no queen can move to h7". The record holds the moves before.
    std::string stopped;
};

// Throws InputError naming the game when its FEN tag cannot be read.
PgnImport importPgnGame(const PgnGame& game, int gameNumber);

// The game of `state` (start position and moves) as PGN, after `tags` (the result and, when
// the game ended off the board, a Termination tag are added), with `review`'s [%eval]
// comments and glyphs (review_pgn.h) when one is given for these moves.
std::string exportPgn(const ChessState& state, PgnTags tags,
                      const review::GameReview* review = nullptr);

}  // namespace lt::chess
