// What the "Un due tre" table says to a screen reader, as the seat looking sees it: its own
// cards by country, the other hands by their size only, the discard pile's top card and the
// stock.
#include "games/flags_un_due_tre/flags_un_due_tre_board_view.h"
#include "widgets/spoken_hands.h"

namespace lt::shell::flags_un_due_tre {

QString UdtBoardView::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* udt = dynamic_cast<const UdtState*>(&state);
    if (!udt) return BoardView::spokenPosition(state, viewer);
    const auto& table = udt->table();
    const bool seated = viewer >= 0 && viewer < table.numPlayers;
    QStringList names;
    for (PlayerId seat = 0; seat < table.numPlayers; ++seat) names << seatName(seat);
    QStringList parts;
    if (seated && !udt->hand(viewer).empty()) {
        QStringList countries;
        for (const int card : udt->hand(viewer))
            countries << texts_.countryName(udt->card(card).code);
        parts << tr("Your cards: %1.").arg(countries.join(tr(", ")));
    }
    parts << spokenHands(seated ? perspective::nobody : viewer, {}, names, table.handCounts);
    if (!table.discardPile.empty())
        parts << tr("Discard pile: %1 on top.")
                     .arg(texts_.countryName(udt->card(table.discardPile.back()).code));
    parts << tr("Cards in the stock: %1.").arg(table.stockCount);
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::flags_un_due_tre
