#include "games/flags/stock_deal.h"

#include <algorithm>
#include <stdexcept>

namespace lt::flags {

void insertSorted(std::vector<int>& cards, int card) {
    cards.insert(std::upper_bound(cards.begin(), cards.end(), card), card);
}

bool removeCard(std::vector<int>& cards, int card) {
    const auto it = std::find(cards.begin(), cards.end(), card);
    if (it == cards.end()) return false;
    cards.erase(it);
    return true;
}

std::vector<int> wholeStock(int cardCount) {
    std::vector<int> stock;
    for (int i = 0; i < cardCount; ++i) stock.push_back(i);
    return stock;
}

void sortHandsAndStock(std::vector<std::vector<int>>& hands, std::vector<int>& stock) {
    for (auto& hand : hands) std::sort(hand.begin(), hand.end());
    std::sort(stock.begin(), stock.end());
}

std::optional<int> cardIndexOf(const std::vector<Card>& cards, std::string_view code) {
    std::string wanted(code);
    for (char& c : wanted)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    for (int i = 0; i < static_cast<int>(cards.size()); ++i)
        if (cards[i].code == wanted) return i;
    return std::nullopt;
}

std::string moveCode(const std::vector<Card>& cards, int index) {
    return index >= 0 && index < static_cast<int>(cards.size()) ? lowerAscii(cards[index].code)
                                                                : std::string("??");
}

std::vector<ChanceOutcome> startRollOutcomes(Move (*rollMove)(Symbol, Symbol)) {
    std::vector<ChanceOutcome> outcomes;
    for (int a = 0; a < kSymbolCount; ++a)
        for (int b = a; b < kSymbolCount; ++b)
            outcomes.push_back({rollMove(static_cast<Symbol>(a), static_cast<Symbol>(b)),
                                (a == b ? 1.0 : 2.0) / 36.0});
    return outcomes;
}

StartCard startCardFor(const std::vector<Card>& cards, const std::vector<std::vector<int>>& hands,
                       Symbol first, Symbol second) {
    const auto red = identifyRedCard(cards, first, second);
    if (!red) throw std::logic_error("the cards file breaks the blue dice rule");
    StartCard start;
    start.card = *cardIndexOf(cards, red->code);
    for (PlayerId p = 0; p < static_cast<PlayerId>(hands.size()); ++p)
        if (std::find(hands[p].begin(), hands[p].end(), start.card) != hands[p].end())
            return {start.card, p};
    return start;
}

}  // namespace lt::flags
