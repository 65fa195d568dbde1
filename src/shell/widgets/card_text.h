// A card in words on the screen, in the interface's language: "D♥" in German, "Д♥" in Russian,
// "Q♥" in English. The core's cards::toString is the record's notation and stays English.
#pragma once

#include <QString>
#include <vector>

#include "games/cards_common/card.h"

namespace lt::shell {

QString cardText(cards::Card card);
// Cards separated by single spaces: "9♠ 9♣".
QString cardText(const std::vector<cards::Card>& cards);

// A card as a screen reader says it: "queen of hearts", "10 of spades", "joker".
QString spokenCardName(cards::Card card);
// Cards said one after another: "2 of clubs, queen of hearts, joker".
QString spokenCardNames(const std::vector<cards::Card>& cards);
// A suit in words: "hearts".
QString spokenSuitName(cards::Suit suit);

}  // namespace lt::shell
