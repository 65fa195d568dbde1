// What the Il pezzente table says to a screen reader, as the seat looking sees it: its own
// hand, the other hands by their size, the titles of the deal, the play to beat, who has
// gone out, the deal and the scores.
#include "games/president/president_board.h"
#include "widgets/card_text.h"
#include "widgets/spoken_hands.h"

namespace lt::shell::president {

QString PresidentBoard::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* pezzente = dynamic_cast<const PresidentState*>(&state);
    if (!pezzente) return BoardView::spokenPosition(state, viewer);
    const auto& table = pezzente->table();
    const auto comma = tr(", ");
    QStringList parts;
    const bool dealt = table.phase == lt::president::Phase::Exchanging ||
                       table.phase == lt::president::Phase::Playing;
    if (dealt) {
        parts << tr("Deal %1 of %2")
                         .arg(QString::number(table.dealIndex + 1), QString::number(table.deals)) +
                     QLatin1Char('.');
        QStringList names;
        for (PlayerId seat = 0; seat < lt::president::players; ++seat) names << seatName(seat);
        const bool seated = viewer >= 0 && viewer < lt::president::players;
        parts << spokenHands(viewer, seated ? pezzente->hand(viewer).cards() : std::vector<Card>{},
                             names, table.handCounts);
        QStringList titles;
        for (std::size_t seat = 0; seat < table.titles.size(); ++seat)
            titles << tr("%1: %2").arg(seatName(static_cast<PlayerId>(seat)),
                                       titleName(static_cast<Title>(table.titles[seat])));
        if (!titles.isEmpty()) parts << tr("Titles: %1.").arg(titles.join(comma));
    }
    if (table.phase == lt::president::Phase::Playing) {
        if (table.lastPlay && !table.lastPlay->cards.empty())
            parts << tr("To beat: %1, played by %2.")
                         .arg(spokenCardNames(table.lastPlay->cards),
                              seatName(table.lastPlay->seat));
        else
            parts << tr("Nothing to beat: a new trick.");
        QStringList out;
        for (const PlayerId seat : table.finished) out << seatName(seat);
        if (!out.isEmpty()) parts << tr("Gone out, in order: %1.").arg(out.join(comma));
    }
    if (const QString scores = BoardView::spokenPosition(state, viewer); !scores.isEmpty())
        parts << scores;
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::president
