// Chess games on disk as PGN: the Open… and Save… dialogs' "Chess games (*.pgn)" format, and
// the text the board copies and saves.
#pragma once

#include <QString>

#include "base/game_ui.h"
#include "games/chess/game.h"

namespace lt::shell::chess {

// The game of `state` as PGN with the players' names and today's date, and the review's
// [%eval] comments and glyphs when one is given.
QString pgnText(const lt::chess::ChessState& state, const QString& white, const QString& black,
                const review::GameReview* review = nullptr);

// Writes `text` all or nothing (base/atomic_file); returns "" or the reason.
QString writeTextFile(const QString& path, const QString& text);

GameFileFormat pgnFileFormat();

}  // namespace lt::shell::chess
