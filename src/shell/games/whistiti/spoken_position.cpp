// What the Whistiti table says to a screen reader: the shared table in words (the viewer's
// hand, the other hands' sizes, trump, the trick), the trump card the dealer showed, the
// tricks won this deal and the scores.
#include "games/trick_table/scene_of_state.h"
#include "games/whistiti/whistiti_board.h"
#include "widgets/card_text.h"

namespace lt::shell::whistiti {

QString WhistitiBoard::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* whistiti = dynamic_cast<const WhistitiState*>(&state);
    if (!whistiti) return BoardView::spokenPosition(state, viewer);
    const auto& table = whistiti->table();
    trick_table::TrickScene scene = trick_table::sceneOf(*whistiti, lt::whistiti::players);
    scene.trump = table.trump();
    QStringList parts;
    if (const QString words = spokenTable(scene, viewer); !words.isEmpty()) parts << words;
    if (table.phase == lt::whistiti::Phase::Playing) {
        if (table.trumpCard)
            parts << tr("Trump card: %1, turned by %2.")
                         .arg(spokenCardName(*table.trumpCard), seatName(table.dealer));
        parts << spokenBySeat(tr("Tricks won: %1."), table.tricksTaken);
    }
    if (const QString scores = BoardView::spokenPosition(state, viewer); !scores.isEmpty())
        parts << scores;
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::whistiti
