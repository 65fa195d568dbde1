// PDN (Portable Draughts Notation) files: many games, each with tags, moves and a result.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/draughts/position.h"

namespace lt::draughts {

struct PdnGame {
    std::vector<std::pair<std::string, std::string>> tags;  // in file order
    std::vector<std::string> moves;                         // as written, numbers stripped
    std::vector<int> moveLines;                             // the line of each move
    // The main line's comment after each move ("" for none; may be shorter than moves),
    // several joined by a space, blanks read as one space; and those before the first move.
    std::vector<std::string> comments;
    std::string openingComment;
    std::string result = "*";  // "2-0", "0-2", "1-1", "*", ...
    int line = 0;              // where the game starts

    // The value of a tag, or "" when absent.
    std::string tag(std::string_view key) const;
};

// Splits a PDN text into games (syntax only: tags, comments, variations, NAGs, move
// numbers and results). Throws InputError naming the line of a malformed element.
std::vector<PdnGame> readPdn(std::string_view text);

// The game's start position (its FEN tag, or the initial position).
Position startPosition(const PdnGame& game);

// Plays the game's moves; throws InputError naming the line, the move number and text, and
// the reason (illegal, ambiguous, malformed, or a GameType other than international).
std::vector<Move> replay(const PdnGame& game);

// A game record from a start position and moves (FEN tag added when the start is not the
// initial position), ready for writePdn().
PdnGame makePdnGame(std::vector<std::pair<std::string, std::string>> tags, const Position& start,
                    const std::vector<Move>& moves, std::string result);
// PDN text: the tags, then numbered moves with their comments wrapped at 80 columns, then the
// result ('}' cannot be written inside a comment and is dropped).
std::string writePdn(const PdnGame& game);

}  // namespace lt::draughts
