// PGN import (several games per file, tags, comments, variations, NAGs) and export.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/chess/position.h"

namespace lt::chess {

using PgnTags = std::vector<std::pair<std::string, std::string>>;

// A move's comments (joined by a space) and numeric annotation glyphs ($2 ...).
struct PgnAnnotation {
    std::vector<int> nags;
    std::string comment;
};

struct PgnMoveText {
    std::string san;
    int line = 0;
    PgnAnnotation annotation;  // what follows the move in the main line
};

// One game as read from the file: its main line only (variations are skipped), with the
// comments and glyphs of the main line.
struct PgnGame {
    PgnTags tags;
    std::string openingComment;  // comments before the first move
    std::vector<PgnMoveText> moves;
    std::string result = "*";  // the termination marker: "1-0", "0-1", "1/2-1/2" or "*"
    int line = 0;              // where the game starts

    // The value of a tag, or "" when absent.
    std::string tag(std::string_view name) const;
};

// Splits a PGN text into games. Throws InputError (with the line) on broken syntax:
// an unterminated tag, comment or variation. Moves are checked by replayPgnGame().
std::vector<PgnGame> readPgn(std::string_view text);

struct ReplayedGame {
    Position start;
    std::vector<Move> moves;
    Position final;
};

// Whether a Variant tag names Chess960: "Chess960" (lichess, chess.com), "Chess 960",
// "Fischerandom" (ChessBase), "Fischer Random"; any case.
bool isChess960Variant(std::string_view variant);

// Plays a game's moves from its FEN tag (read as Chess960 when the Variant tag says so) (or the
// initial position). Throws InputError with the line and a reason naming the game number, the move
// number and why the move is illegal: "game 2, move 14... Qxh7: no queen can move to h7".
ReplayedGame replayPgnGame(const PgnGame& game, int gameNumber);

// A complete PGN game: the Seven Tag Roster first ('?' for missing values), then the other
// tags, SetUp/FEN when `start` is not the initial position, and movetext wrapped at 80 columns.
// A Chess960 game says so in a Variant tag and always gives its FEN (X-FEN). `annotations`
// (one per move, or none) follow their moves; `openingComment` comes before the first move
// ('}' cannot be written inside a comment and is dropped).
std::string writePgn(const PgnTags& tags, const Position& start, const std::vector<Move>& moves,
                     std::string_view result, const std::vector<PgnAnnotation>& annotations = {},
                     std::string_view openingComment = {});

}  // namespace lt::chess
