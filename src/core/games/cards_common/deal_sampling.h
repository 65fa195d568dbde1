// Deals unseen cards at random to holders (other players' hands, a stock) each of a known
// size, where some holders may not take some suits: the determinization of a trick-taking
// game, in which a player who failed to follow suit has shown he holds none of it.
#pragma once

#include <array>
#include <vector>

#include "framework/rng.h"
#include "games/cards_common/hand.h"
#include "games/cards_common/void_facts.h"

namespace lt::cards {

struct Holder {
    int capacity = 0;               // how many of the cards it receives
    std::array<bool, 4> refuses{};  // suits it may not take
    bool accepts(Suit suit) const { return !refuses[static_cast<std::size_t>(suit)]; }
};

// Every card of `pool` to one holder, each holder getting exactly its capacity and no card
// of a suit it refuses. Throws std::logic_error when no such deal exists (the capacities do
// not add up, or the refusals leave a card nowhere to go): the facts contradict each other.
std::vector<Hand> dealRespecting(const std::vector<Card>& pool, const std::vector<Holder>& holders,
                                 Rng& rng);

// A trick-taking table's unseen cards, `pool`, dealt to every seat but `viewer` and to the
// stock: seat p takes `capacities[p]` cards, none of a suit `voids` says it lacks, and the
// stock `stockCapacity`, refusing nothing. Returns the hands by seat (the viewer's is
// `viewerHand`, when the viewer is a seat) and, last, the stock.
std::vector<Hand> dealUnseen(const std::vector<Card>& pool, const std::vector<int>& capacities,
                             const VoidFacts& voids, PlayerId viewer, const Hand& viewerHand,
                             int stockCapacity, Rng& rng);

}  // namespace lt::cards
