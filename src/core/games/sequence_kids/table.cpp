#include "games/sequence_kids/table.h"

#include <fmt/format.h>

namespace lt::sequence_kids {

int Table::numSides() const {
    return teams ? 2 : numPlayers;
}

int Table::sideOf(PlayerId seat) const {
    return teams ? seat % 2 : seat;
}

int Table::discardCount() const {
    int count = 0;
    for (const auto& pile : discards) count += static_cast<int>(pile.size());
    return count;
}

Table initialTable(int numPlayers, bool teams, bool openHands, bool deadCardEndsTurn, bool hints) {
    Table table;
    table.numPlayers = numPlayers;
    table.teams = teams && numPlayers == 4;
    table.openHands = openHands;
    table.deadCardEndsTurn = deadCardEndsTurn;
    table.hints = hints;
    table.chips.fill(kNoChip);
    table.discards.resize(numPlayers);
    table.handCounts.assign(numPlayers, 0);
    // The last seat deals, so the first seat, on its left, starts (setup 5).
    table.dealer = numPlayers - 1;
    return table;
}

std::string describeTable(const Table& table) {
    std::string text =
        fmt::format("players {}{}{}{}{}\n", table.numPlayers, table.teams ? " teams" : "",
                    table.openHands ? " open" : "", table.deadCardEndsTurn ? " dead-ends-turn" : "",
                    table.hints ? " hints" : "");
    const char* phases[] = {"dealing", "playing", "over"};
    const char* pending[] = {"", " draw-then-same", " draw-then-next"};
    text += fmt::format("{} dealt {} turn {}{}\n", phases[static_cast<int>(table.phase)],
                        table.cardsDealt, table.turn, pending[static_cast<int>(table.pendingDraw)]);
    for (int row = 0; row < kRows; ++row) {
        for (int column = 0; column < kColumns; ++column) {
            const Cell cell = cellAt(row, column);
            const int chip = table.chips[cell];
            text += isCorner(cell) ? '*' : chip == kNoChip ? '.' : static_cast<char>('0' + chip);
        }
        text += '\n';
    }
    for (PlayerId p = 0; p < table.numPlayers; ++p) {
        text += fmt::format("seat {}: {} cards, discards", p, table.handCounts[p]);
        for (Card card : table.discards[p]) text += fmt::format(" {}", cardName(card));
        text += '\n';
    }
    text += fmt::format("draw pile {} replaced {}/{} passes {}\n", table.drawCount, table.replaced,
                        table.replaceLimit, table.passesInRow);
    if (table.phase == Phase::Over) {
        if (table.winner == kNoWinner) {
            text += "draw\n";
        } else {
            text += fmt::format("winner side {}:", table.winner);
            for (Cell cell : table.winningCells) text += " " + cellName(cell);
            text += '\n';
        }
    }
    return text;
}

}  // namespace lt::sequence_kids
