#include "games/flags_un_due_tre/slots.h"

#include <functional>

namespace lt::flags_un_due_tre {
namespace {

bool redMatches(const Card& card, int face) {
    return face == kWorld || static_cast<int>(card.continent) == face;
}

}  // namespace

std::vector<Slot> slotsFor(const Throw& dice) {
    std::vector<Slot> discardSlots;
    for (Symbol s : dice.blue) discardSlots.push_back({{s}, std::nullopt});
    if (dice.red) discardSlots.push_back({{}, dice.red});
    if (dice.blue.size() == 2) discardSlots.push_back({{dice.blue[0], dice.blue[1]}, std::nullopt});
    if (dice.red)
        for (Symbol s : dice.blue) discardSlots.push_back({{s}, dice.red});
    return discardSlots;
}

bool matches(const Card& card, const Slot& slot) {
    if (slot.red && !redMatches(card, *slot.red)) return false;
    if (slot.blue.size() == 2 && slot.blue[0] == slot.blue[1])
        return card.symbols == (1u << static_cast<int>(slot.blue[0]));
    for (Symbol s : slot.blue)
        if (!card.has(s)) return false;
    return true;
}

int maxDiscards(const std::vector<Card>& cards, const std::vector<int>& hand,
                const std::vector<Slot>& discardSlots, const std::vector<bool>& filled) {
    // Kuhn's augmenting paths: at most 6 discardSlots, a hand of a few dozen cards.
    std::vector<int> owner(hand.size(), -1);  // hand position -> slot
    std::function<bool(int, std::vector<bool>&)> place = [&](int slot, std::vector<bool>& seen) {
        for (std::size_t h = 0; h < hand.size(); ++h) {
            if (seen[h] || !matches(cards[hand[h]], discardSlots[slot])) continue;
            seen[h] = true;
            if (owner[h] < 0 || place(owner[h], seen)) {
                owner[h] = slot;
                return true;
            }
        }
        return false;
    };
    int count = 0;
    for (int slot = 0; slot < static_cast<int>(discardSlots.size()); ++slot) {
        if (filled[slot]) continue;
        std::vector<bool> seen(hand.size(), false);
        if (place(slot, seen)) ++count;
    }
    return count;
}

std::string slotText(const Slot& slot) {
    std::string text;
    for (Symbol s : slot.blue) {
        if (!text.empty()) text += "+";
        text += flags::symbolLetter(s);
    }
    if (slot.red) {
        if (!text.empty()) text += "+";
        text += kRedKeys[*slot.red];
    }
    return text;
}

}  // namespace lt::flags_un_due_tre
