// What the Sequence for Kids board says to a screen reader: the chips on the board row by row
// (whose, on which animal, in which column), then the hand of the seat looking, never another.
#include "games/sequence_kids/animal_names.h"
#include "games/sequence_kids/sequence_kids_board.h"
#include "widgets/spoken_words.h"

namespace lt::shell::sequence_kids {

namespace core = lt::sequence_kids;

QString SequenceKidsBoard::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* kids = dynamic_cast<const core::SequenceKidsState*>(&state);
    if (!kids) return BoardView::spokenPosition(state, viewer);
    const core::Table& table = kids->table();
    // A side's name: its seat, or the two seats of a team.
    const auto sideName = [&](int side) {
        QStringList names;
        for (PlayerId seat = 0; seat < table.numPlayers; ++seat)
            if (table.sideOf(seat) == side) names << seatName(seat);
        return names.size() == 2 ? tr("%1 and %2").arg(names[0], names[1]) : names.join(tr(", "));
    };
    QStringList parts;
    for (int row = 0; row < core::kRows; ++row) {
        QStringList chips;
        for (int column = 0; column < core::kColumns; ++column) {
            const core::Cell cell = core::cellAt(row, column);
            const auto animal = core::animalAt(cell);
            if (table.chips[cell] == core::kNoChip || !animal) continue;
            chips << tr("%1 on the %2, column %3")
                         .arg(sideName(table.chips[cell]), animalLabel(*animal),
                              QString::number(column + 1));
        }
        if (!chips.isEmpty())
            parts << SpokenWords::labelled(tr("Row %1").arg(row + 1), chips.join(tr("; ")));
    }
    if (parts.isEmpty()) parts << tr("No chips on the board.");
    if (viewer >= 0 && viewer < table.numPlayers) {
        QStringList cards;
        for (const core::Card card : kids->hand(viewer).list()) cards << cardLabel(card);
        if (!cards.isEmpty()) parts << tr("Your hand: %1.").arg(SpokenWords::list(cards));
    }
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::sequence_kids
