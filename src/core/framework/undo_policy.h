// How far a match lets its players take moves back. Chance comes from the seed and the ply
// (Match::drawChance), so an undo past a roll or a draw would let a player see what comes
// next and choose again: against a computer that is peeking. Three policies, chosen per match
// and kept in its record:
//   free           any move, back to the start (what undo always did; files without the
//                  policy read as free)
//   own-last-move  a human's own most recent move only, with the computers' moves after it,
//                  and only while no chance outcome (a roll, a card drawn or dealt) came after
//                  it; once taken back it stays the last: Redo brings it back, Undo goes no
//                  further. Redo never brings out a chance outcome.
//   off            no undo, no redo
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "framework/types.h"

namespace lt {

struct GameInfo;
struct SeatSpec;
class Match;

enum class UndoPolicy { free, ownLastMove, off };

// The record's words: "free", "own-last-move", "off".
std::string_view undoPolicyId(UndoPolicy policy);
std::optional<UndoPolicy> parseUndoPolicy(std::string_view id);

// The one rule for a new match's default: a game with chance or hidden information, played by
// humans against computers, takes back a human's own last move only; any other table is free.
UndoPolicy defaultUndoPolicy(const GameInfo& info, const std::vector<SeatSpec>& seats);

// Why Undo or Redo may not be used now.
enum class UndoBlock {
    none,
    nothing,           // at the start (undo) or at the last move (redo)
    off,               // the policy is off
    notOwnMove,        // own-last-move: what would be taken back is no human's move
    chanceSince,       // own-last-move: a roll or a draw came after the human's move
    alreadyTakenBack,  // own-last-move: the last move is taken back already
    chanceAhead,       // own-last-move: redo would bring out a roll or a draw
};

// Where Undo or Redo takes the match: the ply of the position to go to, the nearest one back
// (or forward) where the table waits for a person (isUndoStop); or why not.
struct UndoStep {
    std::optional<std::size_t> target;
    UndoBlock block = UndoBlock::none;
};
UndoStep undoStep(const Match& match);
UndoStep redoStep(const Match& match);

// Where undo and redo stop: the end, a human to move or to roll (`roller`, at a chance node)
// and, when only computers play, every position but a chance draw.
bool isUndoStop(const std::vector<SeatSpec>& seats, PlayerId actor, std::optional<PlayerId> roller);

}  // namespace lt
