#include "games/barbu/contracts.h"

#include <algorithm>

namespace lt::barbu {

std::string_view contractKey(Contract contract) {
    switch (contract) {
        case Contract::Tricks:
            return "tricks";
        case Contract::Queens:
            return "queens";
        case Contract::Hearts:
            return "hearts";
        case Contract::Barbu:
            return "barbu";
        case Contract::LastTrick:
            return "last-trick";
        case Contract::Salad:
            return "salad";
    }
    return "?";
}

std::string_view contractName(Contract contract) {
    switch (contract) {
        case Contract::Tricks:
            return "Tricks";
        case Contract::Queens:
            return "Queens";
        case Contract::Hearts:
            return "Hearts";
        case Contract::Barbu:
            return "Barbu";
        case Contract::LastTrick:
            return "Last trick";
        case Contract::Salad:
            return "Salad";
    }
    return "?";
}

std::optional<Contract> parseContract(std::string_view key) {
    for (Contract contract : allContracts)
        if (contractKey(contract) == key) return contract;
    return std::nullopt;
}

int penalty(Contract contract, int tricks, const std::vector<Card>& taken, bool lastTrick) {
    const auto count = [&taken](auto predicate) {
        return static_cast<int>(std::count_if(taken.begin(), taken.end(), predicate));
    };
    switch (contract) {
        case Contract::Tricks:
            return 2 * tricks;
        case Contract::Queens:
            return 6 * count([](Card card) { return card.rank() == cards::Rank::Queen; });
        case Contract::Hearts:
            return 2 * count([](Card card) { return card.suit() == Suit::Hearts; });
        case Contract::Barbu:
            return std::find(taken.begin(), taken.end(), kKingOfHearts) != taken.end() ? 20 : 0;
        case Contract::LastTrick:
            return lastTrick ? 20 : 0;
        case Contract::Salad: {
            int sum = 0;
            for (Contract part : {Contract::Tricks, Contract::Queens, Contract::Hearts,
                                  Contract::Barbu, Contract::LastTrick})
                sum += penalty(part, tricks, taken, lastTrick);
            return sum;
        }
    }
    return 0;
}

std::vector<int> dealPenalties(Contract contract, const std::vector<Trick>& tricks) {
    std::vector<int> trickCounts(players, 0);
    std::vector<std::vector<Card>> taken(players);
    PlayerId lastTaker = -1;
    for (const Trick& trick : tricks) {
        const PlayerId winner = cards::currentWinner(trick, std::nullopt).seat;
        ++trickCounts[winner];
        for (const cards::PlayedCard& play : trick.plays) taken[winner].push_back(play.card);
        lastTaker = winner;
    }
    const bool complete = static_cast<int>(tricks.size()) == tricksPerDeal;
    std::vector<int> points;
    for (PlayerId p = 0; p < players; ++p)
        points.push_back(penalty(contract, trickCounts[p], taken[p], complete && p == lastTaker));
    return points;
}

int dealTotal(Contract contract) {
    switch (contract) {
        case Contract::Tricks:
            return 26;
        case Contract::Queens:
            return 24;
        case Contract::Hearts:
            return 26;
        case Contract::Barbu:
        case Contract::LastTrick:
            return 20;
        case Contract::Salad:
            return 116;
    }
    return 0;
}

bool penaltiesAllTaken(Contract contract, const std::vector<Trick>& tricks) {
    if (contract != Contract::Queens && contract != Contract::Hearts && contract != Contract::Barbu)
        return false;
    int taken = 0;
    for (int points : dealPenalties(contract, tricks)) taken += points;
    return taken == dealTotal(contract);
}

PlayerId dealerOf(int dealIndex) {
    return (dealIndex / contractCount) % players;
}

std::vector<int> placesFor(const std::vector<int>& totals) {
    std::vector<int> places;
    for (int mine : totals)
        places.push_back(
            1 + static_cast<int>(std::count_if(totals.begin(), totals.end(),
                                               [mine](int other) { return other < mine; })));
    return places;
}

}  // namespace lt::barbu
