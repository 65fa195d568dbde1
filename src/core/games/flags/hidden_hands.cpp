#include "games/flags/hidden_hands.h"

#include <fmt/format.h>
#include <algorithm>
#include <stdexcept>

namespace lt::flags {
std::string describeHands(const std::vector<std::vector<int>>& hands, const std::vector<int>& stock,
                          const std::vector<Card>& cards) {
    std::string text;
    for (std::size_t p = 0; p < hands.size(); ++p) {
        text += fmt::format("hand {}:", p + 1);
        for (int c : hands[p]) text += " " + lowerAscii(cards[c].code);
        text += "\n";
    }
    text += "stock:";
    for (int c : stock) text += " " + lowerAscii(cards[c].code);
    return text + "\n";
}

std::vector<int> placesByFewestCards(const std::vector<int>& handCounts, PlayerId winner) {
    const int n = static_cast<int>(handCounts.size());
    std::vector<int> places(n, 1);
    for (PlayerId p = 0; p < n; ++p) {
        if (p == winner) continue;
        if (winner >= 0) ++places[p];
        for (PlayerId q = 0; q < n; ++q)
            if (q != winner && handCounts[q] < handCounts[p]) ++places[p];
    }
    return places;
}

UnseenDeal dealUnseen(int cardCount, const std::vector<int>& shown, PlayerId viewer,
                      const std::vector<int>& viewerHand, const std::vector<int>& handCounts,
                      int stockCount, Rng& rng, std::string_view game) {
    std::vector<int> unseen;
    for (int card = 0; card < cardCount; ++card) {
        const bool mine = std::find(viewerHand.begin(), viewerHand.end(), card) != viewerHand.end();
        const bool seen = std::find(shown.begin(), shown.end(), card) != shown.end();
        if (!mine && !seen) unseen.push_back(card);
    }
    rng.shuffle(unseen);
    std::size_t next = 0;
    UnseenDeal deal;
    deal.hands.resize(handCounts.size());
    for (PlayerId p = 0; p < static_cast<PlayerId>(handCounts.size()); ++p) {
        if (p == viewer) {
            deal.hands[p] = viewerHand;
            continue;
        }
        for (int i = 0; i < handCounts[p]; ++i) {
            if (next == unseen.size())
                throw std::logic_error(std::string(game) + ": too few cards");
            deal.hands[p].push_back(unseen[next++]);
        }
    }
    deal.stock.assign(unseen.begin() + static_cast<std::ptrdiff_t>(next), unseen.end());
    if (static_cast<int>(deal.stock.size()) != stockCount)
        throw std::logic_error(std::string(game) + ": the stock count does not match");
    return deal;
}

}  // namespace lt::flags
