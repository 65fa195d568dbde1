// What the draughts board says to a screen reader: each side's men and kings by square
// ("White: men 31, 32, …; king 12"), the side to move, and the legal moves in notation.
#include "games/draughts/draughts_board_view.h"
#include "games/draughts/position.h"

namespace lt::shell::draughts {

namespace {

using lt::draughts::Bits;
using lt::draughts::Position;

QStringList squaresOf(Bits bits) {
    QStringList squares;
    for (int square = 1; square <= lt::draughts::kSquareCount; ++square)
        if (bits & lt::draughts::bitMask(lt::draughts::bitOfSquare(square)))
            squares << QString::number(square);
    return squares;
}

// "men 31, 32; king 12", or "no pieces".
QString pieces(const Position& position, lt::draughts::Side side) {
    const QStringList men = squaresOf(position.men(side));
    const QStringList kings = squaresOf(position.kings(side));
    const QString comma = DraughtsBoardView::tr(", ");
    QStringList groups;
    if (men.size() == 1) groups << DraughtsBoardView::tr("man %1").arg(men.first());
    if (men.size() > 1) groups << DraughtsBoardView::tr("men %1").arg(men.join(comma));
    if (kings.size() == 1) groups << DraughtsBoardView::tr("king %1").arg(kings.first());
    if (kings.size() > 1) groups << DraughtsBoardView::tr("kings %1").arg(kings.join(comma));
    if (groups.isEmpty()) return DraughtsBoardView::tr("no pieces");
    return groups.join(DraughtsBoardView::tr("; "));
}

}  // namespace

QString DraughtsBoardView::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* draughts = dynamic_cast<const DraughtsState*>(&state);
    if (!draughts) return BoardView::spokenPosition(state, viewer);
    const Position& position = draughts->position();
    QStringList parts{tr("White: %1.").arg(pieces(position, lt::draughts::Side::White)),
                      tr("Black: %1.").arg(pieces(position, lt::draughts::Side::Black))};
    if (!draughts->isTerminal())
        parts << (position.sideToMove() == lt::draughts::Side::White ? tr("White to move.")
                                                                     : tr("Black to move."));
    return parts.join(QLatin1Char(' '));
}

QString DraughtsBoardView::spokenChoices(const State& state, PlayerId /*viewer*/) const {
    QStringList moves;
    for (const lt::Move move : state.legalMoves())
        moves << QString::fromStdString(state.moveToString(move));
    return moves.isEmpty() ? QString() : tr("Legal moves: %1.").arg(moves.join(tr(", ")));
}

}  // namespace lt::shell::draughts
