// A throw of the two dice, the only move of the game (a chance move rolled by the seat to
// play). Written "roll 6+3", the higher die first: which dice made a 9 matters on a first roll.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "framework/types.h"

namespace lt::goose {

struct Roll {
    int high = 1;
    int low = 1;

    int total() const { return high + low; }
    Move encode() const { return static_cast<Move>(high * 10 + low); }
    // Throws IllegalMove for a code no roll encodes.
    static Roll decode(Move code);
    // Either order of the dice; nullopt unless both are 1..6.
    static std::optional<Roll> of(int a, int b);
    std::string text() const;  // "roll 6+3"
    bool operator==(const Roll&) const = default;
};

}  // namespace lt::goose
