// What the "Metti in ordine!" table says to a screen reader: the cards each player has won,
// who is still in the race, and how many cards lie in the row and in the deck.
#include "games/flags_ordine/flags_ordine_board_view.h"

namespace lt::shell::flags_ordine {

QString OrdineBoardView::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* ordine = dynamic_cast<const OrdineState*>(&state);
    if (!ordine) return BoardView::spokenPosition(state, viewer);
    const QString comma = tr(", ");
    QStringList won, racing;
    for (PlayerId seat = 0; seat < ordine->numPlayers(); ++seat) {
        won << tr("%1: %2").arg(seatName(seat), QString::number(ordine->won(seat).size()));
        if (ordine->inRace(seat)) racing << seatName(seat);
    }
    QStringList parts{tr("Cards won: %1.").arg(won.join(comma))};
    if (!racing.isEmpty() && !ordine->isTerminal())
        parts << tr("Still in the race: %1.").arg(racing.join(comma));
    parts << tr("Cards in the row: %1. Cards in the deck: %2.")
                 .arg(QString::number(ordine->row().size()),
                      QString::number(ordine->deck().size()));
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::flags_ordine
