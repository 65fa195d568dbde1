#include "games/whistiti/table.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace lt::whistiti {
namespace {

std::string_view phaseName(Phase phase) {
    switch (phase) {
        case Phase::ChooseDealer:
            return "choose-dealer";
        case Phase::Dealing:
            return "dealing";
        case Phase::Playing:
            return "playing";
        case Phase::Over:
            return "over";
    }
    return "?";
}

std::string numbers(const std::vector<int>& values) {
    return fmt::format("{}", fmt::join(values, " "));
}

}  // namespace

std::optional<Suit> Table::trump() const {
    if (!trumpCard) return std::nullopt;
    return trumpCard->suit();
}

std::vector<int> Table::standing() const {
    if (!partners) return totals;
    std::vector<int> points(players, 0);
    for (PlayerId p = 0; p < players; ++p) points[p] = totals[p] + totals[partnerOf(p)];
    return points;
}

std::vector<Card> Table::playedCards() const {
    return cards::cardsPlayed(finishedTricks, trick);
}

std::string describeTable(const Table& t) {
    std::string text;
    if (t.finishDeal) text += "finish the deal\n";
    if (t.partners) text += "partners 0+2 against 1+3\n";
    text += fmt::format("deal {} ({}), dealer {}, dealt {}\n", t.dealIndex + 1, phaseName(t.phase),
                        t.dealer, t.cardsDealt);
    if (t.trumpCard)
        text += fmt::format("trump card {}{}\n", cards::toString(*t.trumpCard),
                            t.trumpCardInHand ? " (in the dealer's hand)" : "");
    text += fmt::format("turn {}, tricks {}\n", t.turn, numbers(t.tricksTaken));
    text += cards::describeTricks(t.finishedTricks, t.trick, t.lastTrick);
    text += "voids " + t.voids.toString() + "\n";
    text += fmt::format("to deal {}, hands {}\n", t.stockCount, numbers(t.handCounts));
    text += "totals: " + numbers(t.totals) + "\n";
    for (std::size_t d = 0; d < t.results.size(); ++d) {
        const DealResult& r = t.results[d];
        text += fmt::format("deal {}: dealer {}, trump {}, tricks {}\n", d + 1, r.dealer,
                            cards::toString(r.trumpCard), numbers(r.tricks));
    }
    return text;
}

}  // namespace lt::whistiti
