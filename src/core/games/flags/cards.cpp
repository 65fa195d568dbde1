#include "games/flags/cards.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <set>

#include "framework/errors.h"
#include "games/flags/embedded_data.h"
#include "games/flags/tsv.h"

namespace lt::flags {
namespace {

constexpr std::array<char, kSymbolCount> kLetters{'V', 'H', 'C', 'S', 'X', 'A'};
constexpr std::array<std::string_view, 6> kContinentKeys{"europe",  "asia",    "africa",
                                                         "america", "oceania", "antarctica"};
constexpr std::array<std::string_view, 6> kContinentNames{"Europe",  "Asia",    "Africa",
                                                          "America", "Oceania", "Antarctica"};

const std::vector<std::string> kCardColumns{"code",       "continent",  "symbols",
                                            "border",     "area",       "population",
                                            "capital_en", "capital_it", "aliases"};

std::string checkedCode(const std::string& text, int line) {
    const bool ok = text.size() == 2 && std::all_of(text.begin(), text.end(),
                                                    [](char c) { return c >= 'A' && c <= 'Z'; });
    if (!ok) throw InputError("'" + text + "' is not an upper-case ISO 3166-1 code", line, "code");
    return text;
}

Continent checkedContinent(const std::string& text, int line) {
    if (auto continent = continentFromKey(text)) return *continent;
    throw InputError("unknown continent '" + text + "'", line, "continent");
}

std::uint8_t checkedSymbols(const std::string& text, int line) {
    if (text.empty()) throw InputError("a card needs at least one symbol", line, "symbols");
    std::uint8_t bits = 0;
    for (char letter : text) {
        const auto it = std::find(kLetters.begin(), kLetters.end(), letter);
        if (it == kLetters.end())
            throw InputError(std::string("unknown symbol letter '") + letter + "' (use VHCSXA)",
                             line, "symbols");
        const auto bit = static_cast<std::uint8_t>(1u << (it - kLetters.begin()));
        if (bits & bit)
            throw InputError(std::string("symbol '") + letter + "' twice", line, "symbols");
        bits |= bit;
    }
    return bits;
}

Border checkedBorder(const std::string& text, int line) {
    if (text == "red") return Border::Red;
    if (text == "gold") return Border::Gold;
    if (text == "none") return Border::None;
    throw InputError("border must be red, gold or none, not '" + text + "'", line, "border");
}

std::int64_t checkedPositive(const std::string& text, int line, const std::string& field) {
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value <= 0)
        throw InputError("'" + text + "' is not a positive whole number", line, field);
    return value;
}

std::vector<std::string> checkedNames(const std::string& text, int line, const std::string& field,
                                      bool required) {
    std::vector<std::string> names = splitAlternatives(text);
    if (required && names.empty()) throw InputError("missing", line, field);
    for (const auto& name : names)
        if (name.empty()) throw InputError("an empty name between '|'", line, field);
    return names;
}

}  // namespace

char symbolLetter(Symbol symbol) {
    return kLetters[static_cast<int>(symbol)];
}

std::string_view symbolName(Symbol symbol) {
    switch (symbol) {
        case Symbol::Vertical:
            return "vertical stripes";
        case Symbol::Horizontal:
            return "horizontal stripes";
        case Symbol::Circles:
            return "circles";
        case Symbol::Stars:
            return "stars";
        case Symbol::Crosses:
            return "crosses";
        case Symbol::Animals:
            return "animals";
    }
    return "?";
}

std::string_view continentKey(Continent continent) {
    return kContinentKeys[static_cast<int>(continent)];
}

std::string_view continentName(Continent continent) {
    return kContinentNames[static_cast<int>(continent)];
}

std::optional<Continent> continentFromKey(std::string_view key) {
    for (std::size_t i = 0; i < kContinentKeys.size(); ++i)
        if (kContinentKeys[i] == key) return static_cast<Continent>(i);
    return std::nullopt;
}

int Card::symbolCount() const {
    int count = 0;
    for (int s = 0; s < kSymbolCount; ++s) count += (symbols >> s) & 1;
    return count;
}

std::vector<Card> parseCards(std::string_view text) {
    std::vector<Card> cards;
    std::set<std::string> codes;
    for (const TsvRecord& record : readTsv(text, kCardColumns)) {
        const auto& f = record.fields;
        const int line = record.line;
        Card card;
        card.code = checkedCode(f[0], line);
        if (!codes.insert(card.code).second)
            throw InputError("country " + card.code + " is already listed", line, "code");
        card.continent = checkedContinent(f[1], line);
        card.symbols = checkedSymbols(f[2], line);
        card.border = checkedBorder(f[3], line);
        card.areaKm2 = checkedPositive(f[4], line, "area");
        card.population = checkedPositive(f[5], line, "population");
        card.capitalEn = checkedNames(f[6], line, "capital_en", true);
        card.capitalIt = checkedNames(f[7], line, "capital_it", true);
        card.aliases = checkedNames(f[8], line, "aliases", false);
        cards.push_back(std::move(card));
    }
    if (cards.empty()) throw InputError("the file lists no card");
    return cards;
}

std::vector<Card> flaggyCards() {
    return parseCards(embeddedCardsTsv());
}

std::optional<Card> identifyRedCard(const std::vector<Card>& cards, Symbol first, Symbol second) {
    const auto wanted = static_cast<std::uint8_t>((1u << static_cast<int>(first)) |
                                                  (1u << static_cast<int>(second)));
    std::optional<Card> found;
    for (const Card& card : cards) {
        if (card.border != Border::Red) continue;
        const bool hit =
            first == second ? card.symbols == wanted : (card.symbols & wanted) == wanted;
        if (!hit) continue;
        if (found) return std::nullopt;  // two candidates: the dice identify no single card
        found = card;
    }
    return found;
}

std::map<std::string, Continent> parseContinents(std::string_view text) {
    std::map<std::string, Continent> continents;
    for (const TsvRecord& record : readTsv(text, {"code", "continent"})) {
        const std::string code = checkedCode(record.fields[0], record.line);
        if (!continents.emplace(code, checkedContinent(record.fields[1], record.line)).second)
            throw InputError("country " + code + " is already listed", record.line, "code");
    }
    return continents;
}

std::map<std::string, Continent> isoContinents() {
    return parseContinents(embeddedContinentsTsv());
}

std::string lowerAscii(std::string text) {
    for (char& c : text)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return text;
}

}  // namespace lt::flags
