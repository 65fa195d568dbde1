#include "games/president/plays.h"

#include <algorithm>

namespace lt::president {
namespace {

// Every distinct subset of `cards` (sorted) of size k, identical cards counted once.
void subsets(const std::vector<Card>& cards, std::size_t k, std::size_t from,
             std::vector<Card>& current, std::vector<std::vector<Card>>& out) {
    if (current.size() == k) {
        out.push_back(current);
        return;
    }
    for (std::size_t i = from; i < cards.size(); ++i) {
        if (i > from && cards[i] == cards[i - 1]) continue;
        current.push_back(cards[i]);
        subsets(cards, k, i + 1, current, out);
        current.pop_back();
    }
}

}  // namespace

int valueOf(Card card) {
    if (card.isJoker()) return jokerValue;
    const int rank = static_cast<int>(card.rank());
    if (rank == 1) return 11;
    if (rank == 2) return 12;
    return rank - 3;
}

const char* valueText(int value) {
    static const char* const texts[] = {"3",  "4", "5", "6", "7", "8", "9",
                                        "10", "J", "Q", "K", "A", "2", "Joker"};
    return value >= 0 && value <= jokerValue ? texts[value] : "?";
}

std::optional<int> playValue(const std::vector<Card>& cards) {
    if (cards.empty()) return std::nullopt;
    const int value = valueOf(cards.front());
    for (Card card : cards)
        if (valueOf(card) != value) return std::nullopt;
    return value;
}

std::optional<RefusalReason> refusalFor(const std::vector<Card>& cards,
                                        const std::optional<std::vector<Card>>& last) {
    if (cards.empty()) return RefusalReason{Refusal::Empty};
    const auto value = playValue(cards);
    if (!value) return RefusalReason{Refusal::MixedRanks};
    if (cards.size() > 4) return RefusalReason{Refusal::TooMany};
    if (!last) return std::nullopt;
    if (cards.size() != last->size())
        return RefusalReason{Refusal::WrongCount, static_cast<int>(last->size())};
    const int toBeat = *playValue(*last);
    if (*value <= toBeat) return RefusalReason{Refusal::NotHigher, 0, toBeat};
    return std::nullopt;
}

std::vector<std::vector<Card>> legalPlays(const Hand& hand,
                                          const std::optional<std::vector<Card>>& last) {
    std::vector<std::vector<Card>> byValue(jokerValue + 1);
    for (Card card : hand.cards()) byValue[static_cast<std::size_t>(valueOf(card))].push_back(card);
    std::vector<std::vector<Card>> plays;
    for (int value = 0; value <= jokerValue; ++value) {
        auto& cards = byValue[static_cast<std::size_t>(value)];
        if (cards.empty()) continue;
        std::sort(cards.begin(), cards.end());
        const std::size_t lowest = last ? last->size() : 1;
        const std::size_t highest = last ? last->size() : cards.size();
        if (last && value <= *playValue(*last)) continue;
        for (std::size_t k = lowest; k <= highest && k <= cards.size(); ++k) {
            std::vector<Card> current;
            subsets(cards, k, 0, current, plays);
        }
    }
    return plays;
}

std::vector<std::vector<Card>> givingChoices(const Hand& hand, int count, bool best) {
    std::vector<Card> sorted = hand.cards();
    std::sort(sorted.begin(), sorted.end(), [best](Card a, Card b) {
        const int va = valueOf(a), vb = valueOf(b);
        if (va != vb) return best ? va > vb : va < vb;
        return a < b;
    });
    if (static_cast<int>(sorted.size()) < count) return {};
    const int boundary = valueOf(sorted[static_cast<std::size_t>(count - 1)]);
    // The cards beyond the boundary go for sure; the rest are chosen among the tied ones.
    std::vector<Card> sure, tied;
    for (Card card : sorted) {
        const int value = valueOf(card);
        if (value == boundary)
            tied.push_back(card);
        else if (best ? value > boundary : value < boundary)
            sure.push_back(card);
    }
    std::sort(tied.begin(), tied.end());
    std::vector<std::vector<Card>> fromTied;
    std::vector<Card> current;
    subsets(tied, static_cast<std::size_t>(count) - sure.size(), 0, current, fromTied);
    std::vector<std::vector<Card>> choices;
    for (auto& part : fromTied) {
        std::vector<Card> choice = sure;
        choice.insert(choice.end(), part.begin(), part.end());
        std::sort(choice.begin(), choice.end());
        choices.push_back(std::move(choice));
    }
    return choices;
}

}  // namespace lt::president
