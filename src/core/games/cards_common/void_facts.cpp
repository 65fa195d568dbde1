#include "games/cards_common/void_facts.h"

#include <algorithm>

namespace lt::cards {

void VoidFacts::record(const Trick& trick, const PlayedCard& play, const TrickRules& rules) {
    const auto led = trick.ledSuit();
    if (!led || play.card.suit() == *led) return;
    markVoid(play.seat, *led);
    if (rules.mustTrumpWhenVoid && rules.trump && play.card.suit() != *rules.trump)
        markVoid(play.seat, *rules.trump);
}

void VoidFacts::markVoid(PlayerId seat, Suit suit) {
    voids_.at(static_cast<std::size_t>(seat))[static_cast<std::size_t>(suit)] = true;
}

bool VoidFacts::isVoid(PlayerId seat, Suit suit) const {
    return voids_.at(static_cast<std::size_t>(seat))[static_cast<std::size_t>(suit)];
}

void VoidFacts::clear() {
    for (auto& suits : voids_) suits.fill(false);
}

std::string VoidFacts::toString() const {
    std::string text;
    for (std::size_t seat = 0; seat < voids_.size(); ++seat) {
        if (std::none_of(voids_[seat].begin(), voids_[seat].end(), [](bool v) { return v; }))
            continue;
        if (!text.empty()) text += "; ";
        text += std::to_string(seat) + ":";
        for (Suit suit : allSuits)
            if (voids_[seat][static_cast<std::size_t>(suit)])
                text += " " + std::string(suitSymbol(suit));
    }
    return text.empty() ? "none" : text;
}

}  // namespace lt::cards
