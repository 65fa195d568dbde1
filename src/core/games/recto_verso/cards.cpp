#include "games/recto_verso/cards.h"

#include <stdexcept>

#include <fmt/format.h>

namespace lt::recto_verso {
namespace {

using A = Animal;
using S = Symbol;

// The digest's table (A11), card 1 first: side A, side B.
constexpr std::array<std::array<Face, 2>, kCards> kDeck{{
    {{{A::Fox, S::FlipThree}, {A::Frog, S::Skip}}},
    {{{A::Fox, S::Steal}, {A::Elephant, S::Magnifier}}},
    {{{A::Fox, S::Skip}, {A::Flamingo, S::Steal}}},
    {{{A::Fox, S::FlipOne}, {A::Whale, S::Reverse}}},
    {{{A::Fox, S::FlipThree}, {A::Lion, S::Magnifier}}},
    {{{A::Frog, S::Reverse}, {A::Elephant, S::HalfStarRight}}},
    {{{A::Frog, S::Skip}, {A::Flamingo, S::Magnifier}}},
    {{{A::Frog, S::Magnifier}, {A::Whale, S::Reverse}}},
    {{{A::Frog, S::FlipOne}, {A::Lion, S::HalfStarLeft}}},
    {{{A::Elephant, S::HalfStarLeft}, {A::Flamingo, S::Reverse}}},
    {{{A::Elephant, S::Reverse}, {A::Whale, S::FlipOne}}},
    {{{A::Elephant, S::FlipThree}, {A::Lion, S::Steal}}},
    {{{A::Flamingo, S::FlipOne}, {A::Whale, S::Magnifier}}},
    {{{A::Flamingo, S::Skip}, {A::Lion, S::HalfStarRight}}},
    {{{A::Whale, S::HalfStarRight}, {A::Lion, S::Skip}}},
    {{{A::Fox, S::HalfStarLeft}, {A::Frog, S::Magnifier}}},
    {{{A::Fox, S::Reverse}, {A::Elephant, S::Steal}}},
    {{{A::Fox, S::Magnifier}, {A::Flamingo, S::Skip}}},
    {{{A::Fox, S::Skip}, {A::Whale, S::FlipThree}}},
    {{{A::Fox, S::HalfStarRight}, {A::Lion, S::Skip}}},
    {{{A::Frog, S::FlipThree}, {A::Elephant, S::Skip}}},
    {{{A::Frog, S::HalfStarLeft}, {A::Flamingo, S::Magnifier}}},
    {{{A::Frog, S::Reverse}, {A::Whale, S::FlipThree}}},
    {{{A::Frog, S::FlipThree}, {A::Lion, S::Reverse}}},
    {{{A::Elephant, S::FlipThree}, {A::Flamingo, S::Reverse}}},
    {{{A::Elephant, S::Reverse}, {A::Whale, S::Skip}}},
    {{{A::Elephant, S::FlipOne}, {A::Lion, S::FlipThree}}},
    {{{A::Flamingo, S::HalfStarLeft}, {A::Whale, S::Skip}}},
    {{{A::Flamingo, S::FlipThree}, {A::Lion, S::Magnifier}}},
    {{{A::Whale, S::HalfStarLeft}, {A::Lion, S::FlipOne}}},
    {{{A::Fox, S::Magnifier}, {A::Frog, S::Steal}}},
    {{{A::Elephant, S::Magnifier}, {A::Flamingo, S::HalfStarRight}}},
    {{{A::Whale, S::Magnifier}, {A::Lion, S::FlipThree}}},
    {{{A::Fox, S::Reverse}, {A::Elephant, S::Skip}}},
    {{{A::Frog, S::HalfStarRight}, {A::Whale, S::Steal}}},
    {{{A::Flamingo, S::FlipThree}, {A::Lion, S::Reverse}}},
}};

constexpr std::array<std::string_view, kAnimals> kAnimalNames{"fox",      "frog",  "elephant",
                                                              "flamingo", "whale", "lion"};
constexpr std::array<std::string_view, kSymbols> kSymbolNames{
    "skip", "reverse", "flip3", "flip1", "steal", "magnifier", "half-left", "half-right"};

}  // namespace

const Face& faceOf(CardId card, int side) {
    return kDeck.at(card).at(side);
}

std::string_view animalName(Animal animal) {
    return kAnimalNames.at(static_cast<int>(animal));
}

std::string_view symbolName(Symbol symbol) {
    return kSymbolNames.at(static_cast<int>(symbol));
}

std::string faceName(Face face) {
    return fmt::format("{}-{}", animalName(face.animal), symbolName(face.symbol));
}

std::string placedName(Placed placed) {
    return fmt::format("{}{}", placed.card + 1, placed.side == 0 ? 'a' : 'b');
}

std::optional<Placed> placedFromName(std::string_view name) {
    if (name.size() < 2 || name.size() > 3) return std::nullopt;
    const char side = name.back();
    if (side != 'a' && side != 'b') return std::nullopt;
    int number = 0;
    for (char c : name.substr(0, name.size() - 1)) {
        if (c < '0' || c > '9') return std::nullopt;
        number = number * 10 + (c - '0');
    }
    if (number < 1 || number > kCards || name.front() == '0') return std::nullopt;
    return Placed{number - 1, side == 'a' ? 0 : 1};
}

}  // namespace lt::recto_verso
