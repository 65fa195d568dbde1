// What the 10 000 board says to a screen reader: the new throw (or the dice that just busted),
// the dice set aside this turn, the turn total, then everybody's banked points.
#include "games/dice_10000/dice_10000_board_view.h"
#include "widgets/spoken_words.h"

namespace lt::shell::dice10000 {

QString TenkBoardView::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* tenk = dynamic_cast<const lt::dice10000::TenkState*>(&state);
    if (!tenk) return BoardView::spokenPosition(state, viewer);
    QStringList parts;
    if (!tenk->isTerminal()) {
        // As the table shows it: the throw to choose from, or the one that busted.
        if (!tenk->awaitingThrow() || tenk->lostToBust() > 0)
            parts << SpokenWords::dice(lt::dice::facesHighFirst(tenk->thrown()));
        if (lt::dice::diceTotal(tenk->setAside()) > 0)
            parts << SpokenWords::setAside(lt::dice::facesHighFirst(tenk->setAside()));
        parts << SpokenWords::turnTotal(tenk->turnTotal());
    }
    parts << BoardView::spokenPosition(state, viewer);
    parts.removeAll(QString());
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::dice10000
