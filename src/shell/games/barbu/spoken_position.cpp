// What the Barbu table says to a screen reader: the shared table in words (the viewer's
// hand, the other hands' sizes, the trick), the contract of the deal, the tricks won and the
// scores.
#include "games/barbu/barbu_board.h"
#include "games/trick_table/scene_of_state.h"

namespace lt::shell::barbu {

QString BarbuBoard::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* barbu = dynamic_cast<const BarbuState*>(&state);
    if (!barbu) return BoardView::spokenPosition(state, viewer);
    const auto& table = barbu->table();
    QStringList parts;
    if (const QString words = spokenTable(trick_table::sceneOf(*barbu, lt::barbu::players), viewer);
        !words.isEmpty())
        parts << words;
    if (table.contract && table.phase == lt::barbu::Phase::Playing) {
        parts << tr("Contract: %1, chosen by %2.")
                     .arg(contractLabel(*table.contract), seatName(table.dealer));
        parts << spokenBySeat(tr("Tricks won: %1."), table.tricksTaken);
    }
    if (const QString scores = BoardView::spokenPosition(state, viewer); !scores.isEmpty())
        parts << scores;
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::barbu
