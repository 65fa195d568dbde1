#include "games/cards_common/hand.h"

#include <algorithm>

namespace lt::cards {

Hand::Hand(std::vector<Card> cards) : cards_(std::move(cards)) {
    std::sort(cards_.begin(), cards_.end());
}

int Hand::count(Card card) const {
    const auto [first, last] = std::equal_range(cards_.begin(), cards_.end(), card);
    return static_cast<int>(last - first);
}

void Hand::add(Card card) {
    cards_.insert(std::upper_bound(cards_.begin(), cards_.end(), card), card);
}

void Hand::add(const Hand& other) {
    for (Card card : other.cards_) add(card);
}

bool Hand::remove(Card card) {
    const auto it = std::lower_bound(cards_.begin(), cards_.end(), card);
    if (it == cards_.end() || *it != card) return false;
    cards_.erase(it);
    return true;
}

bool Hand::containsAll(const std::vector<Card>& cards) const {
    Hand rest = *this;
    for (Card card : cards)
        if (!rest.remove(card)) return false;
    return true;
}

std::vector<Card> Hand::distinct() const {
    std::vector<Card> result;
    for (Card card : cards_)
        if (result.empty() || result.back() != card) result.push_back(card);
    return result;
}

}  // namespace lt::cards
