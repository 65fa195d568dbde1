// How good a move looks at a glance, for the computer players (digest §5): complete an own
// sequence, then block an opponent's line of three, then grow the own lines, keeping Dragons
// and Unicorns for emergencies. Larger is better; the scale is only for comparing the moves
// of one turn.
#pragma once

#include "framework/types.h"
#include "games/sequence_kids/table.h"

namespace lt::sequence_kids {

double scoreMove(const Table& table, Move move);

}  // namespace lt::sequence_kids
