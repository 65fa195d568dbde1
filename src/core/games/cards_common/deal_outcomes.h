// The chance outcomes the card games share: a card dealt from the stock, drawn uniformly, and
// the first dealer, drawn among the seats.
#pragma once

#include <vector>

#include "framework/state.h"
#include "games/cards_common/hand.h"

namespace lt::cards {

// One outcome a distinct card of `stock` (`moveOf(card)`), as likely as the stock holds copies
// of it: the stock is sorted, so equal cards are neighbours.
template <class MoveOf>
std::vector<ChanceOutcome> dealOutcomes(const Hand& stock, MoveOf moveOf) {
    std::vector<ChanceOutcome> outcomes;
    const std::vector<Card>& sorted = stock.cards();
    const double size = stock.size();
    for (auto run = sorted.begin(); run != sorted.end();) {
        auto next = run;
        while (next != sorted.end() && *next == *run) ++next;
        outcomes.push_back({moveOf(*run), static_cast<double>(next - run) / size});
        run = next;
    }
    return outcomes;
}

// Each of `seats` seats (`moveOf(seat)`) as likely to be drawn.
template <class MoveOf>
std::vector<ChanceOutcome> seatOutcomes(int seats, MoveOf moveOf) {
    std::vector<ChanceOutcome> outcomes;
    for (PlayerId seat = 0; seat < seats; ++seat) outcomes.push_back({moveOf(seat), 1.0 / seats});
    return outcomes;
}

}  // namespace lt::cards
