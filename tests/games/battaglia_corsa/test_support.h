// Cards by name and positions set up by hand, for the battaglia corsa tests.
#pragma once

#include <string>
#include <vector>

#include "games/battaglia_corsa/state.h"
#include "games/cards_common/card.h"

namespace lt::battaglia_corsa::test {

// "QS" -> the card's code.
inline int card(const std::string& name) {
    return cards::parseCardOrThrow(name).code();
}

// Codes of the named cards, separated by spaces: "QS 4D".
inline std::vector<int> cardsOf(const std::string& names) {
    std::vector<int> codes;
    std::size_t start = 0;
    while (start < names.size()) {
        std::size_t end = names.find(' ', start);
        if (end == std::string::npos) end = names.size();
        if (end > start) codes.push_back(card(names.substr(start, end - start)));
        start = end + 1;
    }
    return codes;
}

}  // namespace lt::battaglia_corsa::test
