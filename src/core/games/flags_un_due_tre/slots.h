// The discard discardSlots of a throw in "Un due tre" (U2, U3): one per die rolled and one per pair
// of dice rolled, each asking for a card that matches its die or both dice of its pair.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/flags/cards.h"

namespace lt::flags_un_due_tre {

using flags::Card;
using flags::Continent;
using flags::Symbol;

inline constexpr int kWorld = 5;  // the red die's joker face; 0-4 follow flags::Continent

// The red die's faces as written in move texts, by face (0-4 a continent, kWorld).
inline constexpr const char* kRedKeys[6] = {"europe",  "asia",    "africa",
                                            "america", "oceania", "world"};

// The dice as thrown: up to two blue faces and the red face, if those dice were rolled.
struct Throw {
    std::vector<Symbol> blue;  // 0, 1 or 2 faces, smaller first
    std::optional<int> red;    // 0-4 a continent, kWorld
    int diceCount() const { return static_cast<int>(blue.size()) + (red ? 1 : 0); }
    bool operator==(const Throw&) const = default;
};

// A slot: the dice it asks for (one die, or a pair).
struct Slot {
    std::vector<Symbol> blue;  // the blue dice in it (0-2)
    std::optional<int> red;    // the red die in it
    bool operator==(const Slot&) const = default;
};

// Singles first (blue dice, then red), then pairs (blue + blue, blue + red).
std::vector<Slot> slotsFor(const Throw& dice);

// D5 with U-A3 and U-A4: a card matches a blue face it shows, its continent or World; a pair
// needs both; a pair of equal blue faces needs a card whose only symbol that is.
bool matches(const Card& card, const Slot& slot);

// The most discardSlots still free (`filled[i]` false) that distinct cards of `hand` can fill at
// once (a maximum bipartite matching).
int maxDiscards(const std::vector<Card>& cards, const std::vector<int>& hand,
                const std::vector<Slot>& discardSlots, const std::vector<bool>& filled);

std::string slotText(const Slot& slot);  // "C", "europe", "C+S", "H+europe"

}  // namespace lt::flags_un_due_tre
