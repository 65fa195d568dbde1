#include "games/oh_hell/rules.h"

#include <algorithm>
#include <cstdlib>

namespace lt::oh_hell {

std::vector<Card> deckFor(int players) {
    using cards::Rank;
    std::vector<Card> removed;
    if (players == 3) removed = {Card(Rank::Two, Suit::Clubs)};
    if (players == 5) removed = {Card(Rank::Two, Suit::Clubs), Card(Rank::Two, Suit::Diamonds)};
    if (players == 6)
        for (Suit suit : cards::allSuits) removed.push_back(Card(Rank::Two, suit));
    std::vector<Card> deck;
    for (Card card : cards::standardDeck())
        if (std::find(removed.begin(), removed.end(), card) == removed.end()) deck.push_back(card);
    return deck;
}

int maximumHandSize(int players) {
    return static_cast<int>(deckFor(players).size()) / players;
}

std::vector<int> handSizes(int players, bool shortGame) {
    const int most = maximumHandSize(players);
    std::vector<int> sizes;
    for (int size = 1; size <= most; ++size) sizes.push_back(size);
    if (!shortGame)
        for (int size = most - 1; size >= 1; --size) sizes.push_back(size);
    return sizes;
}

int forbiddenBid(int handSize, int bidsSoFar) {
    const int forbidden = handSize - bidsSoFar;
    return forbidden >= 0 ? forbidden : -1;
}

int dealScore(int bid, int tricks) {
    if (bid == tricks) return 5 * tricks + 5;
    return -5 * std::abs(tricks - bid);
}

}  // namespace lt::oh_hell
