#include "games/sequence_kids/cards.h"

#include <stdexcept>

namespace lt::sequence_kids {

bool isAnimalCard(Card card) {
    return card >= 0 && card < kAnimals;
}

Animal animalOf(Card card) {
    if (!isAnimalCard(card)) throw std::logic_error("sequence kids: not an animal card");
    return static_cast<Animal>(card);
}

std::string_view cardName(Card card) {
    if (card == kDragon) return "dragon";
    if (card == kUnicorn) return "unicorn";
    return animalName(animalOf(card));
}

std::optional<Card> cardFromName(std::string_view name) {
    if (name == "dragon") return kDragon;
    if (name == "unicorn") return kUnicorn;
    if (const auto animal = animalFromName(name)) return cardOf(*animal);
    return std::nullopt;
}

Cards Cards::fullDeck() {
    Cards deck;
    for (Card card = 0; card < kCardKinds; ++card) deck.add(card, 2);
    return deck;
}

void Cards::add(Card card, int times) {
    counts_.at(card) += times;
    size_ += times;
}

bool Cards::remove(Card card) {
    if (counts_.at(card) == 0) return false;
    --counts_[card];
    --size_;
    return true;
}

void Cards::addAll(const Cards& other) {
    for (Card card = 0; card < kCardKinds; ++card) add(card, other.count(card));
}

std::vector<Card> Cards::list() const {
    std::vector<Card> cards;
    for (Card card = 0; card < kCardKinds; ++card)
        for (int k = 0; k < counts_[card]; ++k) cards.push_back(card);
    return cards;
}

std::vector<Card> Cards::distinct() const {
    std::vector<Card> cards;
    for (Card card = 0; card < kCardKinds; ++card)
        if (counts_[card] > 0) cards.push_back(card);
    return cards;
}

std::string Cards::toString() const {
    std::string text;
    for (Card card : list()) {
        if (!text.empty()) text += ' ';
        text += cardName(card);
    }
    return text.empty() ? "-" : text;
}

}  // namespace lt::sequence_kids
