#include "games/barbu/table.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace lt::barbu {
namespace {

std::string_view phaseName(Phase phase) {
    switch (phase) {
        case Phase::Dealing:
            return "dealing";
        case Phase::Choosing:
            return "choosing";
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

std::vector<Contract> Table::openContracts() const {
    std::vector<Contract> open;
    for (Contract contract : allContracts)
        if (!played[static_cast<std::size_t>(indexOf(contract))]) open.push_back(contract);
    return open;
}

std::vector<int> Table::penaltiesSoFar() const {
    if (!contract) return std::vector<int>(players, 0);
    return dealPenalties(*contract, finishedTricks);
}

std::vector<Card> Table::playedCards() const {
    return cards::cardsPlayed(finishedTricks, trick);
}

std::string describeTable(const Table& t) {
    std::string text;
    text += fmt::format("deal {} of {} ({}), round {}, dealer {}, dealt {}\n", t.dealIndex + 1,
                        dealsPerGame, phaseName(t.phase), t.round() + 1, t.dealer, t.cardsDealt);
    text += fmt::format("contract {}\n", t.contract ? contractKey(*t.contract) : "-");
    std::string played;
    for (Contract contract : allContracts)
        if (t.played[static_cast<std::size_t>(indexOf(contract))])
            played += std::string(played.empty() ? "" : " ") + std::string(contractKey(contract));
    text += "played this round: " + (played.empty() ? std::string("-") : played) + "\n";
    text += fmt::format("turn {}, tricks {}\n", t.turn, numbers(t.tricksTaken));
    text += cards::describeTricks(t.finishedTricks, t.trick, t.lastTrick);
    text += "voids " + t.voids.toString() + "\n";
    text += fmt::format("to deal {}, hands {}\n", t.stockCount, numbers(t.handCounts));
    text += "totals: " + numbers(t.totals) + "\n";
    for (std::size_t d = 0; d < t.results.size(); ++d) {
        const DealResult& r = t.results[d];
        text += fmt::format("deal {}: dealer {}, {}, points {}\n", d + 1, r.dealer,
                            contractKey(r.contract), numbers(r.points));
    }
    return text;
}

}  // namespace lt::barbu
