// The 36 double-sided cards of Recto Verso (digest A11): each side shows one of 6 animals (its
// colour) and one of 8 pictograms; the two sides of a card always show different animals.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace lt::recto_verso {

enum class Animal { Fox, Frog, Elephant, Flamingo, Whale, Lion };
inline constexpr int kAnimals = 6;

enum class Symbol {
    Skip,
    Reverse,
    FlipThree,
    FlipOne,
    Steal,
    Magnifier,
    HalfStarLeft,
    HalfStarRight
};
inline constexpr int kSymbols = 8;

struct Face {
    Animal animal;
    Symbol symbol;
    bool operator==(const Face&) const = default;
};

using CardId = int;  // 0..35: the digest's card number minus one
inline constexpr int kCards = 36;

// Side 0 is the digest's side A, side 1 side B.
const Face& faceOf(CardId card, int side);

// A card as it lies: which of its sides faces the one who looks at it (a hand's owner, or up
// in the middle).
struct Placed {
    CardId card = 0;
    int side = 0;
    Face shown() const { return faceOf(card, side); }
    Face hidden() const { return faceOf(card, 1 - side); }
    Placed turned() const { return {card, 1 - side}; }
    bool operator==(const Placed&) const = default;
};

// "fox", "skip", "fox-skip"; "12a" for card 12 side A (the digest's numbering).
std::string_view animalName(Animal animal);
std::string_view symbolName(Symbol symbol);
std::string faceName(Face face);
std::string placedName(Placed placed);
std::optional<Placed> placedFromName(std::string_view name);

// A number for each of the 48 animal-pictogram pairs, for tables indexed by face.
inline constexpr int kFaceKinds = kAnimals * kSymbols;
constexpr int faceIndex(Face face) {
    return static_cast<int>(face.animal) * kSymbols + static_cast<int>(face.symbol);
}

}  // namespace lt::recto_verso
