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

}  // namespace lt::shell
