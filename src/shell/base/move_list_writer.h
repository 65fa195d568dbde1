// Boards whose games have their own way of writing a move list (chess: a scoresheet, "1. e4
// Nf6" in two columns, a draw offer written after the move it came with) implement this beside
// BoardView; the others are listed one row a move, with BoardView::moveListText.
#pragma once

#include <QString>

#include "framework/state.h"

namespace lt::shell {

// One move as the move list shows it.
struct MoveListEntry {
    QString text;  // "e4", "Anna plays 7♥"
    // Not a move of its own (a draw offer): said at the end of the row before it.
    bool note = false;
    // Games written in numbered pairs, in two columns ("1. e4 Nf6"): the pair's number (0: the
    // list numbers its rows itself) and whether the move is the pair's second.
    int pair = 0;
    bool second = false;
};

class MoveListWriter {
  public:
    virtual ~MoveListWriter() = default;
    virtual MoveListEntry moveListEntry(const State& before, Move move,
                                        const State& after) const = 0;
};

}  // namespace lt::shell
