// The rules of Sequence for Kids that need no hidden card: where a card may go, whether it
// is dead, and when a line of four is a sequence. Chips are per side (table.h); a free corner
// counts for every side (S8).
#pragma once

#include <array>
#include <vector>

#include "framework/types.h"
#include "games/sequence_kids/board.h"
#include "games/sequence_kids/cards.h"
#include "games/sequence_kids/table.h"

namespace lt::sequence_kids {

using Chips = std::array<int, kCells>;

// Whether `cell` counts as a chip of `side`: its own chip or a free corner.
bool countsFor(const Chips& chips, Cell cell, int side);
// The spaces a card may take: its animal's uncovered spaces (S3); any uncovered space but a
// corner for a Unicorn (S7); every opponent chip for a Dragon (S6).
std::vector<Cell> targetsOf(Card card, const Chips& chips, int side);
// A card with no target is dead (S4, A4).
bool isDead(Card card, const Chips& chips, int side);
// Every space of every line of four held by `side` (S10); empty if it has no sequence.
std::vector<Cell> sequenceCells(const Chips& chips, int side);
// Whether a chip of `side` on `cell` would complete a sequence.
bool completesSequence(Chips chips, Cell cell, int side);
// The lines where `side` holds three spaces and the fourth is uncovered (the hint).
std::vector<Line> linesOfThree(const Chips& chips, int side);
// No space left for a chip (A7).
bool boardFull(const Chips& chips);

// The moves of the player to move holding `hand`: a chip for each live card and target, or
// a dead card discarded for a replacement (A3; allowed until the draw pile and discards have
// been gone through in this turn). A player with neither passes.
std::vector<Move> turnMoves(const Table& table, const Cards& hand);

}  // namespace lt::sequence_kids
