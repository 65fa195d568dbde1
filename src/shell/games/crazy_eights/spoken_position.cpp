// What the Crazy Eights table says to a screen reader, as the seat looking sees it: its own
// hand, the other hands by their size, the card on the discard pile and the suit in force,
// the stock, the direction of play, the deal and the scores.
#include "games/crazy_eights/crazy_eights_board.h"
#include "widgets/card_text.h"
#include "widgets/spoken_hands.h"

namespace lt::shell::crazy_eights {

QString CrazyEightsBoard::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* eights = dynamic_cast<const CrazyEightsState*>(&state);
    if (!eights) return BoardView::spokenPosition(state, viewer);
    const auto& table = eights->table();
    QStringList parts;
    if (table.dealNumber > 0)
        parts << tr("Deal %1 of %2")
                         .arg(QString::number(table.dealNumber), QString::number(table.numDeals)) +
                     QLatin1Char('.');
    if (table.phase == lt::crazy_eights::Phase::Playing) {
        QStringList names;
        for (PlayerId seat = 0; seat < table.numPlayers; ++seat) names << seatName(seat);
        const bool seated = viewer >= 0 && viewer < table.numPlayers;
        parts << spokenHands(viewer, seated ? eights->hand(viewer).cards() : std::vector<Card>{},
                             names, table.handCounts);
        if (!table.discard.empty()) {
            const Card top = table.discard.back();
            parts << tr("Discard pile: %1 on top.").arg(spokenCardName(top));
            if (table.eightNamed)
                parts << tr("Suit named: %1.").arg(spokenSuitName(table.currentSuit));
            else if (top.isJoker())
                parts << tr("Suit in force: %1.").arg(spokenSuitName(table.currentSuit));
        }
        parts << tr("Cards in the stock: %1.").arg(table.stockCount);
        if (table.direction < 0 && table.numPlayers > 2)
            parts << tr("Play goes the other way round.");
    }
    if (const QString scores = BoardView::spokenPosition(state, viewer); !scores.isEmpty())
        parts << scores;
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::crazy_eights
