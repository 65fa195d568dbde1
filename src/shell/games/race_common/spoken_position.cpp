// What a race board (Game of the Goose, Snakes and Ladders) says to a screen reader: each
// seat's square and what it waits for or has won, as the players' list shows them, then the
// dice of the last roll.
#include <algorithm>
#include <iterator>

#include "games/race_common/race_board_view.h"
#include "widgets/spoken_words.h"

namespace lt::shell::race {

QString RaceBoardView::spokenPosition(const State& state, PlayerId /*viewer*/) const {
    const RaceSnapshot shot = snapshot(state);
    QStringList parts;
    for (PlayerId s = 0; s < static_cast<PlayerId>(shot.squares.size()); ++s) {
        const int square = shot.squares[s];
        QString text = square == 0 ? tr("at the start") : tr("square %1").arg(square);
        if (s < static_cast<PlayerId>(shot.notes.size()) && !shot.notes[s].isEmpty())
            text = tr("%1, %2").arg(text, shot.notes[s]);
        parts << SpokenWords::labelled(seatName(s), text);
    }
    std::vector<int> faces;
    std::copy_if(shot.dice.begin(), shot.dice.end(), std::back_inserter(faces),
                 [](int face) { return face > 0; });
    if (!faces.empty()) parts << SpokenWords::dice(faces);
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::race
