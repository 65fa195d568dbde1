// What the Trovami! table says to a screen reader: how many cards each player has won and
// owes. Which red card shows which flag is not said: finding it is the game itself.
#include "games/flags_trovami/flags_trovami_board_view.h"
#include "games/flags_trovami/state.h"

namespace lt::shell::flags_trovami {

QString TrovamiBoardView::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* trovami = dynamic_cast<const lt::flags_trovami::TrovamiState*>(&state);
    if (!trovami) return BoardView::spokenPosition(state, viewer);
    const QString comma = tr(", ");
    QStringList piles, debts;
    for (PlayerId seat = 0; seat < trovami->numPlayers(); ++seat) {
        piles << tr("%1: %2").arg(seatName(seat),
                                  QString::number(trovami->piles().at(seat).size()));
        if (const int owed = trovami->debts().at(seat); owed > 0)
            debts << tr("%1: %2").arg(seatName(seat), QString::number(owed));
    }
    QStringList parts{tr("Cards won: %1.").arg(piles.join(comma))};
    if (!debts.isEmpty()) parts << tr("Cards owed: %1.").arg(debts.join(comma));
    parts << tr("Cards to win: %1.").arg(trovami->target());
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::flags_trovami
