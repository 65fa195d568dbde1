// What the Urla! table says to a screen reader: how many cards each pile holds and how many
// are dealt. The countries face up are not said: seeing the shared symbol and naming the
// country is the game itself.
#include "games/flags_urla/flags_urla_board_view.h"
#include "games/flags_urla/state.h"

namespace lt::shell::flags_urla {

QString UrlaBoardView::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* urla = dynamic_cast<const lt::flags_urla::UrlaState*>(&state);
    if (!urla) return BoardView::spokenPosition(state, viewer);
    QStringList piles;
    for (PlayerId seat = 0; seat < urla->numPlayers(); ++seat)
        piles << tr("%1: %2").arg(seatName(seat), QString::number(urla->piles().at(seat).size()));
    return tr("Cards in each pile: %1. Cards dealt: %2 of %3.")
        .arg(piles.join(tr(", ")), QString::number(urla->dealtCount()),
             QString::number(urla->cards().size()));
}

}  // namespace lt::shell::flags_urla
