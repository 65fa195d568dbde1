#include "games/president/table.h"

#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace lt::president {
namespace {

std::string_view phaseName(Phase phase) {
    switch (phase) {
        case Phase::ChoosingDealer:
            return "choosing the dealer";
        case Phase::Dealing:
            return "dealing";
        case Phase::Exchanging:
            return "exchanging";
        case Phase::Playing:
            return "playing";
        case Phase::Over:
            return "over";
    }
    return "?";
}

std::string numbers(const std::vector<int>& values) {
    return values.empty() ? std::string("-") : fmt::format("{}", fmt::join(values, " "));
}

std::string entryText(const PileEntry& entry) {
    return fmt::format("{} {}", entry.seat,
                       entry.cards.empty() ? std::string("pass") : cards::toString(entry.cards));
}

}  // namespace

int pointsForPlace(int place) {
    return players - place;
}

PlayerId Table::seatWithTitle(Title title) const {
    for (PlayerId p = 0; p < static_cast<PlayerId>(titles.size()); ++p)
        if (titles[p] == static_cast<int>(title)) return p;
    throw std::logic_error("president: no seat holds that title");
}

PlayerId Table::nextHolder(PlayerId from) const {
    for (int step = 1; step <= players; ++step) {
        const PlayerId seat = seatAfter(from, step);
        if (handCounts[seat] > 0) return seat;
    }
    return from;
}

std::vector<Card> Table::playedCards() const {
    std::vector<Card> cards;
    for (const auto& seatCards : playedBy)
        cards.insert(cards.end(), seatCards.begin(), seatCards.end());
    return cards;
}

std::string describeTable(const Table& t) {
    std::string text;
    text += fmt::format("deal {} of {} ({}), dealer {}, dealt {}, to deal {}\n", t.dealIndex + 1,
                        t.deals, phaseName(t.phase), t.dealer, t.cardsDealt, t.stockCount);
    text += "titles: " + numbers(t.titles) + "\n";
    if (t.phase == Phase::Exchanging) text += fmt::format("exchange step {}\n", t.exchangeStep);
    text += fmt::format("turn {}, passes {}, last collected by {}\n", t.turn, t.passesInRow,
                        t.lastCollector ? std::to_string(*t.lastCollector) : std::string("-"));
    text += "pile:";
    for (const PileEntry& entry : t.pile) text += " [" + entryText(entry) + "]";
    text += "\nto beat: " + (t.lastPlay ? entryText(*t.lastPlay) : std::string("-")) + "\n";
    for (std::size_t p = 0; p < t.playedBy.size(); ++p)
        text += fmt::format("played by {}: {}\n", p, cards::toString(t.playedBy[p]));
    text += "out: " + numbers(std::vector<int>(t.finished.begin(), t.finished.end())) + "\n";
    text += "hands: " + numbers(t.handCounts) + "\n";
    text += "totals: " + numbers(t.totals) + "\n";
    for (std::size_t d = 0; d < t.results.size(); ++d)
        text += fmt::format("deal {} places: {}\n", d + 1, numbers(t.results[d]));
    return text;
}

}  // namespace lt::president
