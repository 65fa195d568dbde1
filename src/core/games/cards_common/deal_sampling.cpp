#include "games/cards_common/deal_sampling.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace lt::cards {
namespace {

constexpr int attempts = 64;

// One random try: the cards with the fewest possible holders first, each to a holder drawn
// in proportion to its room left. Empty when a card finds no room.
std::vector<Hand> tryDeal(std::vector<Card> pool, const std::vector<Holder>& holders, Rng& rng) {
    rng.shuffle(pool);
    auto choices = [&holders](Card card) {
        return std::count_if(holders.begin(), holders.end(),
                             [card](const Holder& h) { return h.accepts(card.suit()); });
    };
    std::stable_sort(pool.begin(), pool.end(),
                     [&](Card a, Card b) { return choices(a) < choices(b); });
    std::vector<int> room;
    for (const Holder& holder : holders) room.push_back(holder.capacity);
    std::vector<Hand> dealt(holders.size());
    for (Card card : pool) {
        std::uint64_t total = 0;
        for (std::size_t h = 0; h < holders.size(); ++h)
            if (holders[h].accepts(card.suit())) total += static_cast<std::uint64_t>(room[h]);
        if (total == 0) return {};
        std::uint64_t pick = rng.below(total);
        for (std::size_t h = 0; h < holders.size(); ++h) {
            if (!holders[h].accepts(card.suit())) continue;
            const auto share = static_cast<std::uint64_t>(room[h]);
            if (pick < share) {
                dealt[h].add(card);
                --room[h];
                break;
            }
            pick -= share;
        }
    }
    return dealt;
}

// The exact fallback: how many cards of each suit each holder gets, as a maximum flow from
// the suits to the holders (augmenting paths on a graph of at most 4 × holders edges).
std::vector<std::array<int, 4>> suitCounts(const std::array<int, 4>& perSuit,
                                           const std::vector<Holder>& holders) {
    const std::size_t n = holders.size();
    std::vector<std::array<int, 4>> flow(n, std::array<int, 4>{});
    std::vector<int> room;
    for (const Holder& holder : holders) room.push_back(holder.capacity);
    std::array<int, 4> left = perSuit;
    for (;;) {
        // Breadth-first search over suits (0..3) and holders (4..4+n) for an augmenting path
        // from a suit with cards left to a holder with room left.
        const std::size_t nodes = 4 + n;
        std::vector<int> parent(nodes, -2);
        std::vector<std::size_t> queue;
        for (std::size_t s = 0; s < 4; ++s)
            if (left[s] > 0) {
                parent[s] = -1;
                queue.push_back(s);
            }
        std::size_t end = nodes;
        for (std::size_t i = 0; i < queue.size() && end == nodes; ++i) {
            const std::size_t node = queue[i];
            if (node < 4) {
                for (std::size_t h = 0; h < n; ++h)
                    if (holders[h].accepts(static_cast<Suit>(node)) && parent[4 + h] == -2) {
                        parent[4 + h] = static_cast<int>(node);
                        if (room[h] > 0) {
                            end = 4 + h;
                            break;
                        }
                        queue.push_back(4 + h);
                    }
            } else {
                for (std::size_t s = 0; s < 4; ++s)
                    if (flow[node - 4][s] > 0 && parent[s] == -2) {
                        parent[s] = static_cast<int>(node);
                        queue.push_back(s);
                    }
            }
        }
        if (end == nodes) break;
        std::size_t node = end;
        --room[end - 4];
        while (parent[node] != -1) {
            const auto previous = static_cast<std::size_t>(parent[node]);
            if (node >= 4)
                ++flow[node - 4][previous];
            else
                --flow[previous - 4][node];
            node = previous;
        }
        --left[node];
    }
    if (std::accumulate(left.begin(), left.end(), 0) != 0)
        throw std::logic_error("no deal respects the shown voids");
    return flow;
}

std::vector<Hand> exactDeal(std::vector<Card> pool, const std::vector<Holder>& holders, Rng& rng) {
    std::array<int, 4> perSuit{};
    for (Card card : pool) ++perSuit[static_cast<std::size_t>(card.suit())];
    const auto counts = suitCounts(perSuit, holders);
    rng.shuffle(pool);
    std::vector<Hand> dealt(holders.size());
    std::vector<std::array<int, 4>> left = counts;
    for (Card card : pool) {
        const auto suit = static_cast<std::size_t>(card.suit());
        for (std::size_t h = 0; h < holders.size(); ++h)
            if (left[h][suit] > 0) {
                --left[h][suit];
                dealt[h].add(card);
                break;
            }
    }
    return dealt;
}

}  // namespace

std::vector<Hand> dealRespecting(const std::vector<Card>& pool, const std::vector<Holder>& holders,
                                 Rng& rng) {
    int capacity = 0;
    for (const Holder& holder : holders) capacity += holder.capacity;
    if (capacity != static_cast<int>(pool.size()))
        throw std::logic_error("the holders' sizes do not add up to the unseen cards");
    for (int attempt = 0; attempt < attempts; ++attempt) {
        auto dealt = tryDeal(pool, holders, rng);
        if (!dealt.empty()) return dealt;
    }
    return exactDeal(pool, holders, rng);
}

std::vector<Hand> dealUnseen(const std::vector<Card>& pool, const std::vector<int>& capacities,
                             const VoidFacts& voids, PlayerId viewer, const Hand& viewerHand,
                             int stockCapacity, Rng& rng) {
    const int seats = static_cast<int>(capacities.size());
    // Holders: the other seats, then the stock.
    std::vector<Holder> holders;
    std::vector<PlayerId> others;
    for (PlayerId p = 0; p < seats; ++p) {
        if (p == viewer) continue;
        Holder holder;
        holder.capacity = capacities[p];
        for (Suit suit : allSuits)
            holder.refuses[static_cast<std::size_t>(suit)] = voids.isVoid(p, suit);
        holders.push_back(holder);
        others.push_back(p);
    }
    Holder stockHolder;
    stockHolder.capacity = stockCapacity;
    holders.push_back(stockHolder);
    const auto dealt = dealRespecting(pool, holders, rng);

    std::vector<Hand> hands(seats + 1);
    if (viewer >= 0 && viewer < seats) hands[viewer] = viewerHand;
    for (std::size_t i = 0; i < others.size(); ++i) hands[others[i]] = dealt[i];
    hands.back() = dealt.back();
    return hands;
}

}  // namespace lt::cards
