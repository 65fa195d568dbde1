// What the Ship, captain and crew board says to a screen reader: who is aboard, the other dice
// on the table (the cargo once the crew is complete), the throws left, then everybody's miles.
#include "games/ship_captain_crew/ship_captain_crew_board_view.h"
#include "widgets/spoken_words.h"

namespace lt::shell::shipcaptaincrew {

QString SccBoardView::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* scc = dynamic_cast<const lt::shipcaptaincrew::SccState*>(&state);
    if (!scc) return BoardView::spokenPosition(state, viewer);
    using lt::shipcaptaincrew::Crew;
    QStringList parts;
    const Crew crew = scc->tableCrew();
    switch (crew) {
        case Crew::None:
            break;
        case Crew::Ship:
            parts << tr("Aboard: the ship.");
            break;
        case Crew::Captain:
            parts << tr("Aboard: the ship and the captain.");
            break;
        case Crew::Complete:
            parts << tr("Aboard: ship, captain and crew.");
            break;
    }
    const std::vector<int> loose = lt::dice::facesHighFirst(scc->looseDice());
    if (!loose.empty())
        parts << (crew == Crew::Complete ? tr("Cargo: %1.").arg(SpokenWords::faces(loose))
                                         : SpokenWords::dice(loose));
    if (!scc->isTerminal()) parts << tr("%n throw(s) left.", nullptr, scc->throwsLeft());
    parts << BoardView::spokenPosition(state, viewer);
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::shipcaptaincrew
