// What the Ludo board says to a screen reader: each seat's pawns by number on the track
// (squares counted from the seat's own start square, as the move sentences count them), how
// many wait in the stable and how many are home, then the die when it has been rolled.
#include "games/ludo/ludo_board_view.h"
#include "widgets/spoken_words.h"

namespace lt::shell::ludo {

namespace core = lt::ludo;

namespace {

// "pawn 2 on square 12", "pawn 1 on step 3".
QString spokenPawnPlace(int pawn, int progress) {
    const QString number = QString::number(pawn + 1);
    if (core::onStaircase(progress))
        return LudoBoardView::tr("pawn %1 on step %2")
            .arg(number, QString::number(core::stepOf(progress)));
    if (progress == core::kFoot)
        return LudoBoardView::tr("pawn %1 at the foot of the staircase").arg(number);
    return LudoBoardView::tr("pawn %1 on square %2").arg(number, QString::number(progress));
}

// "pawn 2 on square 12, 2 pawns in the stable, 1 pawn home".
QString spokenSeatPawns(const core::LudoState& state, PlayerId seat) {
    QStringList parts;
    int stabled = 0;
    int home = 0;
    for (int pawn = 0; pawn < core::kPawns; ++pawn) {
        const int progress = state.pawn(seat, pawn);
        if (progress == core::kStable)
            ++stabled;
        else if (progress == core::kCentre)
            ++home;
        else
            parts << spokenPawnPlace(pawn, progress);
    }
    if (stabled > 0) parts << LudoBoardView::tr("%n pawn(s) in the stable", nullptr, stabled);
    if (home > 0) parts << LudoBoardView::tr("%n pawn(s) home", nullptr, home);
    return SpokenWords::list(parts);
}

}  // namespace

QString LudoBoardView::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* ludo = dynamic_cast<const core::LudoState*>(&state);
    if (!ludo) return BoardView::spokenPosition(state, viewer);
    QStringList parts;
    for (PlayerId seat = 0; seat < ludo->numPlayers(); ++seat)
        parts << SpokenWords::labelled(seatName(seat), spokenSeatPawns(*ludo, seat));
    if (ludo->die() > 0) parts << SpokenWords::dice({ludo->die()});
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::ludo
