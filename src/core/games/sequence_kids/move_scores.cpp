#include "games/sequence_kids/move_scores.h"

#include <array>

#include "games/sequence_kids/moves.h"
#include "games/sequence_kids/rules.h"

namespace lt::sequence_kids {
namespace {

// Worth of a line holding k spaces of one side and none of another, k = 0..4.
constexpr std::array<double, 5> kLineWorth = {0, 1, 4, 16, 1000};
constexpr double kWin = 10000;
constexpr double kReplaceDeadCard = 5000;  // free: the turn goes on with a better hand
constexpr double kUnicornCost = 10;
constexpr double kDragonCost = 14;

struct LineCount {
    int held = 0;          // spaces counting for the side
    bool blocked = false;  // a chip of another side
};

LineCount countLine(const Chips& chips, const Line& line, int side) {
    LineCount count;
    for (Cell cell : line) {
        if (countsFor(chips, cell, side))
            ++count.held;
        else if (chips[cell] != kNoChip)
            count.blocked = true;
    }
    return count;
}

// Own lines gained and opponents' lines spoilt by a chip of `side` on `cell`.
double placeValue(const Table& table, Cell cell, int side) {
    double value = 0;
    for (int index : linesThrough(cell)) {
        const Line& line = allLines()[index];
        const LineCount own = countLine(table.chips, line, side);
        if (!own.blocked) value += kLineWorth[own.held + 1] - kLineWorth[own.held];
        for (int other = 0; other < table.numSides(); ++other) {
            if (other == side) continue;
            const LineCount theirs = countLine(table.chips, line, other);
            if (theirs.blocked) continue;
            // Their 3 with this space open: a block is nearly as urgent as a win.
            value += theirs.held == kSequenceLength - 1 ? 500 : kLineWorth[theirs.held] * 0.75;
        }
    }
    return value;
}

// What an opponent loses when the Dragon takes its chip off `cell`.
double dragonValue(const Table& table, Cell cell) {
    const int owner = table.chips[cell];
    double value = 0;
    for (int index : linesThrough(cell)) {
        const LineCount theirs = countLine(table.chips, allLines()[index], owner);
        if (theirs.blocked) continue;
        value += theirs.held == kSequenceLength - 1 ? 450 : kLineWorth[theirs.held] * 0.5;
    }
    return value;
}

}  // namespace

double scoreMove(const Table& table, Move move) {
    const int side = table.sideOf(table.turn);
    switch (kindOf(move)) {
        case MoveKind::Place: {
            const Cell cell = cellOfMove(move);
            if (completesSequence(table.chips, cell, side)) return kWin;
            const double cost = cardOfMove(move) == kUnicorn ? kUnicornCost : 0;
            return placeValue(table, cell, side) - cost;
        }
        case MoveKind::Dragon:
            return dragonValue(table, cellOfMove(move)) - kDragonCost;
        case MoveKind::DeadCard:
            return table.deadCardEndsTurn ? 0 : kReplaceDeadCard;
        case MoveKind::Pass:
        case MoveKind::ChanceCard:
            break;
    }
    return 0;
}

}  // namespace lt::sequence_kids
