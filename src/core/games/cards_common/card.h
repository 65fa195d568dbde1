// A playing card of the French-suited deck (52 cards, optionally with jokers), and its
// notation: "9♠", "10♥", "J♦", "Joker" on output; the ASCII forms "9S", "10H", "JD", "JOKER"
// are accepted on input too. Shared by every card game of the compendium.
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lt::cards {

// Bridge order, which is also the order hands are sorted in.
enum class Suit : std::uint8_t { Clubs, Diamonds, Hearts, Spades };
inline constexpr std::array<Suit, 4> allSuits{Suit::Clubs, Suit::Diamonds, Suit::Hearts,
                                              Suit::Spades};

// Ranks by face value; the Ace is 1 (games that rank it high say so themselves).
enum class Rank : std::uint8_t {
    Ace = 1,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King
};

bool isRed(Suit suit);
// "♣", "♦", "♥", "♠".
std::string_view suitSymbol(Suit suit);
// "C", "D", "H", "S".
char suitLetter(Suit suit);
// "A", "2" ... "10", "J", "Q", "K".
std::string_view rankText(Rank rank);

// A card as a small value: 0..51 are the suited cards (suit * 13 + rank - 1), 52 is a joker.
// Jokers are interchangeable, so a deck with two jokers holds the value 52 twice.
class Card {
  public:
    static constexpr int jokerCode = 52;
    static constexpr int codeCount = 53;

    constexpr Card() = default;
    constexpr Card(Rank rank, Suit suit)
        : code_(static_cast<std::uint8_t>(static_cast<int>(suit) * 13 + static_cast<int>(rank) -
                                          1)) {}
    static constexpr Card joker() { return fromCode(jokerCode); }
    static constexpr Card fromCode(int code) {
        Card card;
        card.code_ = static_cast<std::uint8_t>(code);
        return card;
    }

    constexpr int code() const { return code_; }
    constexpr bool isJoker() const { return code_ == jokerCode; }
    // Only for suited cards.
    constexpr Rank rank() const { return static_cast<Rank>(code_ % 13 + 1); }
    constexpr Suit suit() const { return static_cast<Suit>(code_ / 13); }

    constexpr auto operator<=>(const Card&) const = default;

  private:
    std::uint8_t code_ = 0;
};

// "9♠", "10♥", "J♦", "Joker".
std::string toString(Card card);
// Cards separated by single spaces: "9♠ 9♣".
std::string toString(const std::vector<Card>& cards);

// Reads one card: "9♠", "9S", "9s", "10H", "T♥" (T for ten), "A♣", "1C" (ace), "Joker",
// "JOKER", "JK". Surrounding spaces are not accepted. nullopt if it is not a card.
std::optional<Card> parseCard(std::string_view text);
// Like parseCard but throws InputError naming `field` and the text.
Card parseCardOrThrow(std::string_view text, const std::string& field = "card");
// "♣" / "C" / "c" / "clubs" (any case).
std::optional<Suit> parseSuit(std::string_view text);

// The 52 suited cards in code order, then `jokers` jokers.
std::vector<Card> standardDeck(int jokers = 0);

}  // namespace lt::cards
