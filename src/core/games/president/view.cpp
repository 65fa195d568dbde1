#include "games/president/view.h"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

namespace lt::president {
namespace {

// A holder of unseen cards: its size and the values it may take.
struct Slot {
    int capacity = 0;
    int lowest = 0;
    int highest = jokerValue;
    bool accepts(Card card) const {
        const int value = valueOf(card);
        return value >= lowest && value <= highest;
    }
};

// Every card to a slot that accepts it, the most constrained cards first, each slot drawn
// with a weight of its room left. With at most one slot of limited values (the one seat that
// gave the viewer cards) no consistent view leaves a card nowhere to go.
std::vector<Hand> fill(std::vector<Card> pool, std::vector<Slot> slots, Rng& rng) {
    rng.shuffle(pool);
    auto accepting = [&slots](Card card) {
        return std::count_if(slots.begin(), slots.end(),
                             [card](const Slot& s) { return s.accepts(card); });
    };
    std::stable_sort(pool.begin(), pool.end(),
                     [&](Card a, Card b) { return accepting(a) < accepting(b); });
    std::vector<Hand> hands(slots.size());
    for (Card card : pool) {
        int room = 0;
        for (const Slot& slot : slots)
            if (slot.accepts(card)) room += slot.capacity;
        if (room == 0) throw std::logic_error("president view: the facts contradict each other");
        int draw = static_cast<int>(rng.below(static_cast<std::uint64_t>(room)));
        for (std::size_t s = 0; s < slots.size(); ++s) {
            if (!slots[s].accepts(card)) continue;
            if (draw < slots[s].capacity) {
                hands[s].add(card);
                --slots[s].capacity;
                break;
            }
            draw -= slots[s].capacity;
        }
    }
    return hands;
}

}  // namespace

PresidentView::PresidentView(const PresidentGame& game, Table table, PlayerId viewer, Hand hand,
                             std::vector<Gift> gifts)
    : game_(&game),
      table_(std::move(table)),
      viewer_(viewer),
      hand_(std::move(hand)),
      gifts_(std::move(gifts)) {}

std::string PresidentView::toString() const {
    std::string text = fmt::format("view of {}\n", viewer_);
    text += describeTable(table_);
    text += "my hand: " + cards::toString(hand_.cards()) + "\n";
    for (const Gift& gift : gifts_)
        text += fmt::format("gift {} to {}: {}\n", gift.from, gift.to, cards::toString(gift.cards));
    return text;
}

bool PresidentView::toAct() const {
    if (table_.phase == Phase::Playing) return table_.turn == viewer_;
    if (table_.phase == Phase::Exchanging)
        return table_.seatWithTitle(table_.currentStep().giver) == viewer_;
    return false;
}

std::vector<Move> PresidentView::legalMoves() const {
    if (!toAct()) return {};
    return movesFor(table_, hand_, gifts_);
}

std::unique_ptr<State> PresidentView::sampleState(Rng& rng) const {
    Hand unseen(cards::standardDeck(2));
    auto takeOut = [&unseen](Card card) {
        if (!unseen.remove(card)) throw std::logic_error("president view: card counted twice");
    };
    for (Card card : hand_.cards()) takeOut(card);
    for (Card card : table_.playedCards()) takeOut(card);

    std::vector<Hand> hands(players);
    std::vector<Slot> slots;
    std::vector<PlayerId> seats;
    for (PlayerId p = 0; p < players; ++p) {
        if (p == viewer_) continue;
        Slot slot;
        slot.capacity = table_.handCounts[p];
        for (const Gift& gift : gifts_) {
            if (gift.from == viewer_ && gift.to == p) {
                // What he received from the viewer and has not played is still his.
                Hand known(gift.cards);
                for (Card card : table_.playedBy[p]) known.remove(card);
                for (Card card : known.cards()) {
                    takeOut(card);
                    hands[p].add(card);
                    --slot.capacity;
                }
            }
            if (gift.from == p && gift.to == viewer_) {
                // P8: he gave his best (worst) cards: the rest of his are no higher (lower).
                int low = jokerValue, high = 0;
                for (Card card : gift.cards) {
                    low = std::min(low, valueOf(card));
                    high = std::max(high, valueOf(card));
                }
                const bool best = table_.titles.at(p) > table_.titles.at(viewer_);
                if (best)
                    slot.highest = low;
                else
                    slot.lowest = high;
            }
        }
        slots.push_back(slot);
        seats.push_back(p);
    }
    Slot stock;
    stock.capacity = table_.stockCount;
    slots.push_back(stock);
    const auto dealt = fill(unseen.cards(), slots, rng);
    if (viewer_ >= 0 && viewer_ < players) hands[viewer_] = hand_;
    for (std::size_t i = 0; i < seats.size(); ++i) hands[seats[i]].add(dealt[i]);
    // The other players' gifts are unknown to the viewer: the sampled state has only his.
    return std::make_unique<PresidentState>(*game_, table_, std::move(hands), dealt.back(), gifts_);
}

}  // namespace lt::president
