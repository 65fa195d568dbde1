#include "games/cards_common/card.h"

#include <algorithm>
#include <cctype>

#include "framework/errors.h"

namespace lt::cards {
namespace {

constexpr std::array<std::string_view, 4> suitSymbols{"♣", "♦", "♥", "♠"};
constexpr std::array<std::string_view, 4> suitNames{"clubs", "diamonds", "hearts", "spades"};
constexpr std::string_view suitLetters = "CDHS";
constexpr std::array<std::string_view, 13> rankTexts{"A", "2", "3",  "4", "5", "6", "7",
                                                     "8", "9", "10", "J", "Q", "K"};

std::string lower(std::string_view text) {
    std::string result(text);
    for (char& c : result) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return result;
}

std::optional<Rank> parseRank(std::string_view text) {
    const std::string t = lower(text);
    if (t == "a" || t == "1") return Rank::Ace;
    if (t == "t" || t == "10") return Rank::Ten;
    if (t == "j") return Rank::Jack;
    if (t == "q") return Rank::Queen;
    if (t == "k") return Rank::King;
    if (t.size() == 1 && t[0] >= '2' && t[0] <= '9') return static_cast<Rank>(t[0] - '0');
    return std::nullopt;
}

}  // namespace

bool isRed(Suit suit) {
    return suit == Suit::Diamonds || suit == Suit::Hearts;
}

std::string_view suitSymbol(Suit suit) {
    return suitSymbols[static_cast<int>(suit)];
}

char suitLetter(Suit suit) {
    return suitLetters[static_cast<int>(suit)];
}

std::string_view rankText(Rank rank) {
    return rankTexts[static_cast<int>(rank) - 1];
}

std::string toString(Card card) {
    if (card.isJoker()) return "Joker";
    return std::string(rankText(card.rank())) + std::string(suitSymbol(card.suit()));
}

std::string toString(const std::vector<Card>& cards) {
    std::string text;
    for (const Card& card : cards) {
        if (!text.empty()) text += ' ';
        text += toString(card);
    }
    return text;
}

std::optional<Suit> parseSuit(std::string_view text) {
    for (Suit suit : allSuits) {
        if (text == suitSymbol(suit)) return suit;
    }
    // The white (outline) symbols some fonts and keyboards produce.
    if (text == "♧") return Suit::Clubs;
    if (text == "♢") return Suit::Diamonds;
    if (text == "♡") return Suit::Hearts;
    if (text == "♤") return Suit::Spades;
    const std::string t = lower(text);
    for (Suit suit : allSuits) {
        const int index = static_cast<int>(suit);
        if (t.size() == 1 && std::toupper(static_cast<unsigned char>(t[0])) == suitLetters[index])
            return suit;
        if (t == suitNames[index]) return suit;
    }
    return std::nullopt;
}

std::optional<Card> parseCard(std::string_view text) {
    const std::string t = lower(text);
    if (t == "joker" || t == "jk") return Card::joker();
    // The suit is the tail: one ASCII letter or one multi-byte symbol.
    for (std::size_t split = 1; split < text.size(); ++split) {
        const auto rank = parseRank(text.substr(0, split));
        if (!rank) continue;
        if (const auto suit = parseSuit(text.substr(split))) return Card(*rank, *suit);
    }
    return std::nullopt;
}

Card parseCardOrThrow(std::string_view text, const std::string& field) {
    if (auto card = parseCard(text)) return *card;
    throw InputError("'" + std::string(text) + "' is not a card (e.g. 9♠, 10H, JOKER)", 0, field);
}

std::vector<Card> standardDeck(int jokers) {
    std::vector<Card> deck;
    deck.reserve(52 + std::max(jokers, 0));
    for (int code = 0; code < 52; ++code) deck.push_back(Card::fromCode(code));
    for (int i = 0; i < jokers; ++i) deck.push_back(Card::joker());
    return deck;
}

}  // namespace lt::cards
