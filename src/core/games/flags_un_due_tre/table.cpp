#include "games/flags_un_due_tre/table.h"

#include <algorithm>

#include <fmt/format.h>

namespace lt::flags_un_due_tre {
std::vector<DiceChoice> diceChoices() {
    return {{1, false}, {2, false}, {0, true}, {1, true}, {2, true}};
}

int Table::discardsThisTurn() const {
    return static_cast<int>(
        std::count_if(filledBy.begin(), filledBy.end(), [](int card) { return card >= 0; }));
}

std::string describeTable(const Table& table, const std::vector<Card>& cards) {
    static constexpr const char* kPhases[] = {"dealing",    "start roll", "choosing", "rolling",
                                              "discarding", "drawing",    "over"};
    std::string text = fmt::format(
        "flags-un-due-tre: {} players, {} each{}, {}\n", table.numPlayers, table.handSize,
        table.shortGame ? ", short" : "", kPhases[static_cast<int>(table.phase)]);
    for (const auto& [a, b] : table.startRolls)
        text += fmt::format("start roll {}+{}\n", flags::symbolLetter(a), flags::symbolLetter(b));
    if (table.starter >= 0) text += fmt::format("player {} started\n", table.starter + 1);
    text += fmt::format("turn: player {}, dice {} blue{}", table.turn + 1, table.choice.blue,
                        table.choice.red ? " + red" : "");
    if (!table.discardSlots.empty()) {
        text += "\nslots:";
        for (std::size_t i = 0; i < table.discardSlots.size(); ++i)
            text += fmt::format(" {}={}", slotText(table.discardSlots[i]),
                                table.filledBy[i] >= 0
                                    ? flags::lowerAscii(cards[table.filledBy[i]].code)
                                    : std::string("-"));
    }
    text += fmt::format("\ndraws left {}, stock {}, hands:", table.drawsLeft, table.stockCount);
    for (int count : table.handCounts) text += fmt::format(" {}", count);
    text += "\ndiscards:";
    for (int card : table.discardPile) text += " " + flags::lowerAscii(cards[card].code);
    text += fmt::format("\nlast turn: {} discarded, {} drawn", table.lastDiscards, table.lastDraws);
    if (table.winner >= 0) text += fmt::format("\nplayer {} is out of cards", table.winner + 1);
    return text + "\n";
}

}  // namespace lt::flags_un_due_tre
