#include "games/cards_common/card_moves.h"

#include <algorithm>

#include <fmt/format.h>

namespace lt::cards {

std::optional<Card> cardAfterWord(std::string_view text, std::string_view word) {
    if (text.substr(0, word.size()) != word) return std::nullopt;
    const auto card = parseCard(text.substr(word.size()));
    if (!card || card->isJoker()) return std::nullopt;
    return card;
}

std::optional<Card> playedCard(std::string_view text, const std::vector<Card>& playable) {
    const auto card = cardAfterWord(text, "play ");
    if (!card || std::find(playable.begin(), playable.end(), *card) == playable.end())
        return std::nullopt;
    return card;
}

std::string describeHands(const std::vector<Hand>& hands) {
    std::string text;
    for (std::size_t p = 0; p < hands.size(); ++p)
        text += fmt::format("hand {}: {}\n", p, toString(hands[p].cards()));
    return text;
}

std::string describeStock(std::string_view label, const Hand& stock) {
    return fmt::format("{}: {}\n", label, toString(stock.cards()));
}

}  // namespace lt::cards
