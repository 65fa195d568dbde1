// A multiset of cards kept sorted (suit, then rank, jokers last): a hand, a stock whose order
// does not matter, or the cards one player knows another holds. Value type, cheap to copy.
#pragma once

#include <vector>

#include "games/cards_common/card.h"

namespace lt::cards {

class Hand {
  public:
    Hand() = default;
    explicit Hand(std::vector<Card> cards);

    const std::vector<Card>& cards() const { return cards_; }
    int size() const { return static_cast<int>(cards_.size()); }
    bool empty() const { return cards_.empty(); }
    void clear() { cards_.clear(); }

    int count(Card card) const;
    bool contains(Card card) const { return count(card) > 0; }
    void add(Card card);
    void add(const Hand& other);
    // Removes one copy; false (and no change) if the card is absent.
    bool remove(Card card);
    // Whether every card of `cards` (with multiplicity) is here.
    bool containsAll(const std::vector<Card>& cards) const;
    // The distinct cards, each once, in order.
    std::vector<Card> distinct() const;

    bool operator==(const Hand&) const = default;

  private:
    std::vector<Card> cards_;
};

}  // namespace lt::cards
