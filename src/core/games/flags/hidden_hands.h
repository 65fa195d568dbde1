// What the flag box's games with private hands (Questo e quello, Un due tre) share: the hands
// and the stock written out, places by fewest cards, and a deal of the unseen cards for a
// player's view.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "framework/rng.h"
#include "framework/types.h"
#include "games/flags/cards.h"

namespace lt::flags {

// "hand 1: it de\nhand 2: jp\nstock: fr\n": lower-case codes, bottom of the stock first.
std::string describeHands(const std::vector<std::vector<int>>& hands, const std::vector<int>& stock,
                          const std::vector<Card>& cards);

// Places at the end: the winner (if any) first, then the others by fewest cards in hand;
// equal counts share a place.
std::vector<int> placesByFewestCards(const std::vector<int>& handCounts, PlayerId winner);

struct UnseenDeal {
    std::vector<std::vector<int>> hands;
    std::vector<int> stock;
};

// Deals at random the `cardCount` cards `viewer` has not seen (neither in `viewerHand` nor in
// `shown`): `handCounts[p]` to every other player, the rest to the stock, which must then hold
// `stockCount`. Throws std::logic_error naming `game` when the counts do not add up.
UnseenDeal dealUnseen(int cardCount, const std::vector<int>& shown, PlayerId viewer,
                      const std::vector<int>& viewerHand, const std::vector<int>& handCounts,
                      int stockCount, Rng& rng, std::string_view game);

}  // namespace lt::flags
