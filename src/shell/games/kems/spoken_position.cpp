// What the Kem's table says to a screen reader, as the seat looking sees it: its own four
// cards, the market, the stock, its team's secret signal (never the other team's) and the
// teams' points.
#include <algorithm>

#include "games/kems/gesture_texts.h"
#include "games/kems/kems_board.h"
#include "widgets/card_text.h"
#include "widgets/spoken_hands.h"

namespace lt::shell::kems {

namespace {

std::vector<cards::Card> kemsCards(const std::vector<int>& codes) {
    std::vector<cards::Card> cards;
    for (const int code : codes)
        if (code >= 0) cards.push_back(cards::Card::fromCode(code));
    std::sort(cards.begin(), cards.end());
    return cards;
}

}  // namespace

QString KemsBoard::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* kems = dynamic_cast<const KemsState*>(&state);
    if (!kems) return BoardView::spokenPosition(state, viewer);
    const auto& table = kems->table();
    const bool seated = viewer >= 0 && viewer < lt::kems::kSeats;
    QStringList parts;
    if (table.phase == lt::kems::Phase::Market || table.phase == lt::kems::Phase::Exchange) {
        QStringList names;
        std::vector<int> counts;
        for (PlayerId seat = 0; seat < lt::kems::kSeats; ++seat) {
            names << seatName(seat);
            counts.push_back(static_cast<int>(kemsCards(table.hands[seat]).size()));
        }
        parts << spokenHands(viewer,
                             seated ? kemsCards(table.hands[viewer]) : std::vector<cards::Card>{},
                             names, counts);
        const auto market = kemsCards(table.market);
        if (!market.empty()) parts << tr("Market: %1.").arg(spokenCardNames(market));
        parts << tr("Cards in the stock: %1.").arg(table.stockCount);
    }
    if (seated) {
        const int signal = table.signal[static_cast<std::size_t>(lt::kems::teamOf(viewer))];
        if (signal >= 0) parts << tr("Your team's signal: %1.").arg(GestureTexts::label(signal));
    }
    const auto team = [this](int first) {
        return tr("%1 and %2").arg(seatName(first), seatName(lt::kems::partnerOf(first)));
    };
    parts << tr("Points: %1: %2, %3: %4.")
                 .arg(team(0), QString::number(table.scores[0]), team(1),
                      QString::number(table.scores[1]));
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::kems
