// The notation the card games share for moves that name one card ("play 9♠", "deal 9♠"),
// and the lines of a state's canonical text that list the hands.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/cards_common/hand.h"

namespace lt::cards {

// The card after `word` in a move's text ("play 9S" after "play " → 9♠; symbols or ASCII, as
// parseCard reads them): nullopt when `text` does not start with `word` or the rest is not a
// card of a standard deck (a joker is not).
std::optional<Card> cardAfterWord(std::string_view text, std::string_view word);
// The card of "play <card>" when it is one of `playable`; nullopt for any other text.
std::optional<Card> playedCard(std::string_view text, const std::vector<Card>& playable);
// "hand 0: …" for every seat's hand, a line each.
std::string describeHands(const std::vector<Hand>& hands);
// "<label>: …", the line that lists the cards of a stock.
std::string describeStock(std::string_view label, const Hand& stock);

}  // namespace lt::cards
