// PDN games as Ludoteca matches and back. An imported game becomes a hot-seat match record
// (its FEN tag as the start-position option, its moves in our notation), so the match
// replays it, the move list steps through it and play can go on from its end.
#pragma once

#include <string>

#include "framework/match_record.h"
#include "games/draughts/game.h"
#include "games/draughts/pdn.h"

namespace lt::draughts {

struct PdnImport {
    MatchRecord record;
    // Empty, or why the moves stop early, naming the game, the move and the reason:
    // "game 2, move 14. 32x21: ...". The record holds the moves before.
    std::string stopped;
};

// Throws InputError naming the game when its FEN or GameType tag cannot be used.
PdnImport importPdnGame(const PdnGame& game, int gameNumber);

}  // namespace lt::draughts
