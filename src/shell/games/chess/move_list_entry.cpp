// The chess move list as a scoresheet: "1. e4 Nf6" in two columns. A draw offer is written
// "(=)" after the move it came with, as players write it; a resignation, an agreed draw or a
// fallen flag only adds the result.
#include "games/chess/chess_board_view.h"
#include "games/chess/notation.h"

namespace lt::shell::chess {

MoveListEntry ChessBoardView::moveListEntry(const State& before, lt::Move move,
                                            const State& after) const {
    const auto* from = dynamic_cast<const lt::chess::ChessState*>(&before);
    const auto* to = dynamic_cast<const lt::chess::ChessState*>(&after);
    if (!from || !to) return {moveListText(before, move, after)};
    // The score without the status line's dash: "1–0".
    const QString result = resultMarker(*to).remove(QStringLiteral(" — "));
    if (move > 0xFFFF)
        return {move == lt::chess::claim::kOfferDraw && to->drawOffer() ? QStringLiteral("(=)")
                                                                        : result,
                true};
    if (from->awaitingDraw()) return {describeMove(before, move, after), true};
    const lt::chess::Position& position = from->position();
    QString san = QString::fromStdString(
        lt::chess::toSan(position, ChessMove::fromCode(static_cast<std::uint16_t>(move))));
    if (!result.isEmpty()) san += QLatin1Char(' ') + result;
    return {san, false, position.fullmoveNumber(), position.sideToMove() == lt::chess::Black};
}

}  // namespace lt::shell::chess
