// The 42 cards of Sequence for Kids (digest A10): two of each of the 19 animals, 2 Dragons and
// 2 Unicorns. Hands, the draw pile and the deck are multisets of cards (counts per kind): the
// order of a face-down pile is never needed, a draw is uniform over it.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/sequence_kids/board.h"

namespace lt::sequence_kids {

// 0-18: the animal of the same number; then the two special cards.
using Card = int;
inline constexpr Card kDragon = kAnimals;
inline constexpr Card kUnicorn = kAnimals + 1;
inline constexpr int kCardKinds = kAnimals + 2;
inline constexpr int kDeckSize = 42;
inline constexpr int kHandSize = 3;

constexpr Card cardOf(Animal animal) {
    return static_cast<int>(animal);
}
bool isAnimalCard(Card card);
Animal animalOf(Card card);  // only for animal cards

// "fox", "dragon", "unicorn".
std::string_view cardName(Card card);
std::optional<Card> cardFromName(std::string_view name);

class Cards {
  public:
    Cards() { counts_.fill(0); }
    static Cards fullDeck();

    int count(Card card) const { return counts_.at(card); }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    void add(Card card, int times = 1);
    // False (and nothing removed) when the card is not there.
    bool remove(Card card);
    void addAll(const Cards& other);
    void clear() { *this = Cards(); }
    // Every card, in kind order, with repeats.
    std::vector<Card> list() const;
    // Each kind held once, in kind order.
    std::vector<Card> distinct() const;
    std::string toString() const;  // "fox fox unicorn" or "-"

    bool operator==(const Cards&) const = default;

  private:
    std::array<int, kCardKinds> counts_;
    int size_ = 0;
};

}  // namespace lt::sequence_kids
