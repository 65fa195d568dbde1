#include "games/sequence_kids/rules.h"

#include <algorithm>

#include "games/sequence_kids/moves.h"

namespace lt::sequence_kids {

bool countsFor(const Chips& chips, Cell cell, int side) {
    return isCorner(cell) || chips[cell] == side;
}

std::vector<Cell> targetsOf(Card card, const Chips& chips, int side) {
    std::vector<Cell> targets;
    if (isAnimalCard(card)) {
        for (Cell cell : cellsOf(animalOf(card)))
            if (chips[cell] == kNoChip) targets.push_back(cell);
    } else {
        for (Cell cell = 0; cell < kCells; ++cell) {
            if (isCorner(cell)) continue;
            const bool wanted = card == kUnicorn ? chips[cell] == kNoChip
                                                 : chips[cell] != kNoChip && chips[cell] != side;
            if (wanted) targets.push_back(cell);
        }
    }
    return targets;
}

bool isDead(Card card, const Chips& chips, int side) {
    return targetsOf(card, chips, side).empty();
}

std::vector<Cell> sequenceCells(const Chips& chips, int side) {
    std::vector<Cell> cells;
    for (const Line& line : allLines()) {
        if (!std::all_of(line.begin(), line.end(),
                         [&](Cell cell) { return countsFor(chips, cell, side); }))
            continue;
        for (Cell cell : line)
            if (std::find(cells.begin(), cells.end(), cell) == cells.end()) cells.push_back(cell);
    }
    std::sort(cells.begin(), cells.end());
    return cells;
}

bool completesSequence(Chips chips, Cell cell, int side) {
    chips[cell] = side;
    for (int index : linesThrough(cell)) {
        const Line& line = allLines()[index];
        if (std::all_of(line.begin(), line.end(),
                        [&](Cell c) { return countsFor(chips, c, side); }))
            return true;
    }
    return false;
}

std::vector<Line> linesOfThree(const Chips& chips, int side) {
    std::vector<Line> lines;
    for (const Line& line : allLines()) {
        int held = 0, open = 0;
        for (Cell cell : line) {
            if (countsFor(chips, cell, side))
                ++held;
            else if (chips[cell] == kNoChip)
                ++open;
        }
        if (held == kSequenceLength - 1 && open == 1) lines.push_back(line);
    }
    return lines;
}

bool boardFull(const Chips& chips) {
    for (Cell cell = 0; cell < kCells; ++cell)
        if (!isCorner(cell) && chips[cell] == kNoChip) return false;
    return true;
}

std::vector<Move> turnMoves(const Table& table, const Cards& hand) {
    const int side = table.sideOf(table.turn);
    std::vector<Move> moves;
    const bool mayReplace = table.replaced < table.replaceLimit;
    for (Card card : hand.distinct()) {
        const auto targets = targetsOf(card, table.chips, side);
        if (targets.empty()) {
            if (mayReplace) moves.push_back(deadCardMove(card));
            continue;
        }
        for (Cell cell : targets)
            moves.push_back(card == kDragon ? dragonMove(cell) : placeMove(card, cell));
    }
    if (moves.empty()) moves.push_back(passMove());
    return moves;
}

}  // namespace lt::sequence_kids
