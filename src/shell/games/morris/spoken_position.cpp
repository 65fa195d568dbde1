// What the Morris board says to a screen reader: each seat's pawns by point ("3 pawns on a1,
// d1, g1"), bottom row first, and the pawns it still has in hand.
#include "games/morris/morris_board_view.h"
#include "widgets/spoken_words.h"

namespace lt::shell::morris {

namespace {

// "3 pawns on a1, d1, g1; 6 pawns in hand", or "no pawns on the board".
QString spokenPawns(const lt::morris::Position& position, int side) {
    QStringList points;
    lt::morris::forEachBit(position.pawns(side), [&](int point) {
        points << QString::fromLatin1(lt::morris::pointName(point).data(), 2);
    });
    QStringList parts;
    parts << (points.isEmpty() ? MorrisBoardView::tr("no pawns on the board")
                               : MorrisBoardView::tr("%n pawn(s) on %1", nullptr, points.size())
                                     .arg(SpokenWords::list(points)));
    if (const int hand = position.inHand(side); hand > 0)
        parts << MorrisBoardView::tr("%n pawn(s) in hand", nullptr, hand);
    return parts.join(MorrisBoardView::tr("; "));
}

}  // namespace

QString MorrisBoardView::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* morris = dynamic_cast<const MorrisState*>(&state);
    if (!morris) return BoardView::spokenPosition(state, viewer);
    QStringList parts;
    for (PlayerId seat : {lt::morris::kWhite, lt::morris::kBlack})
        parts << SpokenWords::labelled(seatName(seat), spokenPawns(morris->position(), seat));
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::morris
