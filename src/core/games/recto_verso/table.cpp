#include "games/recto_verso/table.h"

#include <fmt/format.h>

namespace lt::recto_verso {

int Table::handSize() const {
    return numPlayers == 4 ? 5 : 6;
}

PlayerId Table::nextSeat(PlayerId seat) const {
    return (seat + direction + numPlayers) % numPlayers;
}

Table initialTable(int numPlayers) {
    Table table;
    table.numPlayers = numPlayers;
    table.scores.assign(numPlayers, 0);
    table.handCounts.assign(numPlayers, 0);
    return table;
}

std::string describeTable(const Table& table) {
    const char* phases[] = {"dealing", "playing", "over"};
    const char* steps[] = {"play", "flip-middle", "flip-hand", "steal", "take", "victim-take"};
    std::string text = fmt::format(
        "players {} round {} {} dealt {} starter {} turn {} step {} direction {} turns {}\n",
        table.numPlayers, table.round, phases[static_cast<int>(table.phase)], table.dealt,
        table.starter, table.turn, steps[static_cast<int>(table.step)], table.direction,
        table.roundTurns);
    text += fmt::format("skip {} again {} restricted {} flips {} victim {} flipped", table.skipNext,
                        table.playAgain, table.restricted, table.flipsLeft, table.victim);
    for (int index : table.flipped) text += fmt::format(" {}", index);
    text += "\nscores";
    for (int score : table.scores) text += fmt::format(" {}", score);
    text += "\nhand counts";
    for (int count : table.handCounts) text += fmt::format(" {}", count);
    text += fmt::format("\nmiddle {}\nlast round {} +{}", table.middleCount, table.lastScorer,
                        table.lastPoints);
    for (Face face : table.lastHand) text += " " + faceName(face);
    text += '\n';
    return text;
}

}  // namespace lt::recto_verso
