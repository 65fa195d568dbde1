// What the "Questo e quello" table says to a screen reader, as the seat looking sees it: its
// own cards by country, the other hands by their size only, the cards on the table and the
// stock.
#include "games/flags_questo_quello/flags_questo_quello_board_view.h"
#include "widgets/spoken_hands.h"

namespace lt::shell::flags_questo_quello {

QString QqBoardView::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* qq = dynamic_cast<const QqState*>(&state);
    if (!qq) return BoardView::spokenPosition(state, viewer);
    const auto& table = qq->table();
    const bool seated = viewer >= 0 && viewer < table.numPlayers;
    QStringList names;
    for (PlayerId seat = 0; seat < table.numPlayers; ++seat) names << seatName(seat);
    QStringList parts;
    if (seated && !qq->hand(viewer).empty()) {
        QStringList countries;
        for (const int card : qq->hand(viewer))
            countries << texts_.countryName(qq->card(card).code);
        parts << tr("Your cards: %1.").arg(countries.join(tr(", ")));
    }
    parts << spokenHands(seated ? perspective::nobody : viewer, {}, names, table.handCounts);
    parts << tr("Cards on the table: %1. Cards in the stock: %2.")
                 .arg(QString::number(table.onTable), QString::number(table.stockCount));
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::flags_questo_quello
