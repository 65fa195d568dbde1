// What the No 5 no 2 board says to a screen reader: the last throw, the dice set aside in the
// turn, the turn total and the dice left to throw (or what the turn just ended scored), then
// everybody's points.
#include "games/no_5_no_2/no_5_no_2_board_view.h"
#include "widgets/spoken_words.h"

namespace lt::shell::no5no2 {

QString N52BoardView::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* n52 = dynamic_cast<const lt::no5no2::N52State*>(&state);
    if (!n52) return BoardView::spokenPosition(state, viewer);
    QStringList parts;
    if (const auto thrown = lt::dice::facesHighFirst(n52->lastThrow()); !thrown.empty())
        parts << SpokenWords::dice(thrown);
    if (const auto aside = lt::dice::facesHighFirst(n52->setAside()); !aside.empty())
        parts << SpokenWords::setAside(aside);
    if (n52->lastTurnTotal() >= 0) {
        parts << tr("%1 scored %n point(s) this turn.", nullptr, n52->lastTurnTotal())
                     .arg(seatName(n52->tableSeat()));
    } else if (!n52->isTerminal() && n52->throwsThisTurn() > 0) {
        parts << SpokenWords::turnTotal(n52->turnTotal())
              << tr("%n die(s) to throw.", nullptr, n52->diceLeft());
    }
    parts << BoardView::spokenPosition(state, viewer);
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::no5no2
