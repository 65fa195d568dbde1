// What the Oh Hell table says to a screen reader: the shared table in words (the viewer's
// hand, the other hands' sizes, trump, the trick), then everyone's bid and tricks won, and
// the scores.
#include "games/oh_hell/oh_hell_board.h"
#include "games/trick_table/scene_of_state.h"

namespace lt::shell::oh_hell {

QString OhHellBoard::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* ohHell = dynamic_cast<const OhHellState*>(&state);
    if (!ohHell) return BoardView::spokenPosition(state, viewer);
    const auto& table = ohHell->table();
    trick_table::TrickScene scene = trick_table::sceneOf(*ohHell, table.numPlayers);
    scene.trump = table.trump();
    QStringList parts;
    if (const QString words = spokenTable(scene, viewer); !words.isEmpty()) parts << words;
    QStringList bids;
    for (PlayerId seat = 0; seat < table.numPlayers; ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        if (i >= table.bids.size()) break;
        bids << (table.bids[i] < 0 ? tr("%1 has not bid").arg(seatName(seat))
                                   : tr("%1 bid %2, won %3")
                                         .arg(seatName(seat))
                                         .arg(table.bids[i])
                                         .arg(table.tricksTaken[i]));
    }
    if (table.phase == lt::oh_hell::Phase::Bidding || table.phase == lt::oh_hell::Phase::Playing)
        parts << bids.join(tr("; ")) + QLatin1Char('.');
    if (const QString scores = BoardView::spokenPosition(state, viewer); !scores.isEmpty())
        parts << scores;
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::oh_hell
