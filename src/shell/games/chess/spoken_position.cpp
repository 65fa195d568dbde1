// What the chess board says to a screen reader: every piece by square ("White: king g1;
// rooks a1, f1; …"), the side to move, check, and the legal moves in standard notation.
#include "games/chess/chess_board_view.h"
#include "games/chess/position.h"

namespace lt::shell::chess {

namespace {

using lt::chess::Color;
using lt::chess::PieceType;
using lt::chess::Position;

// "rooks a1, f1": the piece's name, singular or plural, and its squares.
QString pieceGroup(PieceType type, const QStringList& squares) {
    const QString list = squares.join(ChessBoardView::tr(", "));
    const bool one = squares.size() == 1;
    switch (type) {
        case lt::chess::King:
            return one ? ChessBoardView::tr("king %1").arg(list)
                       : ChessBoardView::tr("kings %1").arg(list);
        case lt::chess::Queen:
            return one ? ChessBoardView::tr("queen %1").arg(list)
                       : ChessBoardView::tr("queens %1").arg(list);
        case lt::chess::Rook:
            return one ? ChessBoardView::tr("rook %1").arg(list)
                       : ChessBoardView::tr("rooks %1").arg(list);
        case lt::chess::Bishop:
            return one ? ChessBoardView::tr("bishop %1").arg(list)
                       : ChessBoardView::tr("bishops %1").arg(list);
        case lt::chess::Knight:
            return one ? ChessBoardView::tr("knight %1").arg(list)
                       : ChessBoardView::tr("knights %1").arg(list);
        case lt::chess::Pawn:
            return one ? ChessBoardView::tr("pawn %1").arg(list)
                       : ChessBoardView::tr("pawns %1").arg(list);
        case lt::chess::NoPieceType:
            break;
    }
    return {};
}

// One side's pieces, king first, each kind's squares from a1 to h8.
QString pieces(const Position& position, Color side) {
    QStringList groups;
    for (const PieceType type : {lt::chess::King, lt::chess::Queen, lt::chess::Rook,
                                 lt::chess::Bishop, lt::chess::Knight, lt::chess::Pawn}) {
        QStringList squares;
        for (Square s = 0; s < 64; ++s)
            if (position.pieceOn(s) == lt::chess::makePiece(side, type))
                squares << QString::fromStdString(lt::chess::squareName(s));
        if (!squares.isEmpty()) groups << pieceGroup(type, squares);
    }
    return groups.join(ChessBoardView::tr("; "));
}

}  // namespace

QString ChessBoardView::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* chess = dynamic_cast<const ChessState*>(&state);
    if (!chess || chess->awaitingDraw()) return BoardView::spokenPosition(state, viewer);
    const Position& position = chess->position();
    QStringList parts{tr("White: %1.").arg(pieces(position, lt::chess::White)),
                      tr("Black: %1.").arg(pieces(position, lt::chess::Black))};
    if (!chess->isTerminal()) {
        parts << (position.sideToMove() == lt::chess::White ? tr("White to move.")
                                                            : tr("Black to move."));
        if (position.inCheck()) parts << tr("Check.");
    }
    return parts.join(QLatin1Char(' '));
}

QString ChessBoardView::spokenChoices(const State& state, PlayerId viewer) const {
    const auto* chess = dynamic_cast<const ChessState*>(&state);
    if (!chess || chess->awaitingDraw()) return BoardView::spokenChoices(state, viewer);
    QStringList moves;
    for (const lt::Move move : state.legalMoves())
        moves << QString::fromStdString(state.moveToString(move));
    return moves.isEmpty() ? QString() : tr("Legal moves: %1.").arg(moves.join(tr(", ")));
}

}  // namespace lt::shell::chess
