#include "games/oh_hell/table.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "games/oh_hell/rules.h"

namespace lt::oh_hell {
namespace {

std::string_view phaseName(Phase phase) {
    switch (phase) {
        case Phase::ChooseDealer:
            return "choose-dealer";
        case Phase::Dealing:
            return "dealing";
        case Phase::TurnTrump:
            return "turn-trump";
        case Phase::Bidding:
            return "bidding";
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

int Table::forbiddenBidNow() const {
    if (phase != Phase::Bidding || turn != dealer) return -1;
    int sum = 0;
    for (PlayerId p = 0; p < numPlayers; ++p)
        if (p != dealer && bids[p] > 0) sum += bids[p];
    return forbiddenBid(handSize(), sum);
}

PlayerId Table::seatAfter(PlayerId from, int steps) const {
    return (from + steps) % numPlayers;
}

std::vector<Card> Table::playedCards() const {
    return cards::cardsPlayed(finishedTricks, trick);
}

std::string describeTable(const Table& t) {
    std::string text;
    text += fmt::format("players {}, deals {}{}\n", t.numPlayers, t.dealsCount(),
                        t.shortGame ? " (short game)" : "");
    text += fmt::format("deal {} ({}), {} cards, dealer {}, dealt {}\n", t.dealIndex + 1,
                        phaseName(t.phase), t.handSize(), t.dealer, t.cardsDealt);
    if (t.trumpCard)
        text += fmt::format("trump card {}{}\n", cards::toString(*t.trumpCard),
                            t.trumpCardInHand ? " (in the dealer's hand)" : "");
    text += fmt::format("turn {}, bids {}, tricks {}\n", t.turn, numbers(t.bids),
                        numbers(t.tricksTaken));
    text += cards::describeTricks(t.finishedTricks, t.trick, t.lastTrick);
    text += "voids " + t.voids.toString() + "\n";
    text += fmt::format("stock {}, hands {}\n", t.stockCount, numbers(t.handCounts));
    text += "totals: " + numbers(t.totals) + "\n";
    for (std::size_t d = 0; d < t.results.size(); ++d) {
        const DealResult& r = t.results[d];
        text += fmt::format(
            "deal {}: {} cards, dealer {}, trump {}, bids {}, tricks {}, points {}\n", d + 1,
            r.handSize, r.dealer, r.trumpCard ? cards::toString(*r.trumpCard) : "-",
            numbers(r.bids), numbers(r.tricks), numbers(r.points));
    }
    return text;
}

}  // namespace lt::oh_hell
