// The Flaggy cards: what each flag card says on its back (continent, symbols, border,
// area, population, capital), read from a tab-separated data file.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lt::flags {

// The six faces of a blue die, also the symbols printed on the cards.
enum class Symbol { Vertical, Horizontal, Circles, Stars, Crosses, Animals };
inline constexpr int kSymbolCount = 6;
char symbolLetter(Symbol symbol);            // V H C S X A, as in the data file
std::string_view symbolName(Symbol symbol);  // "vertical stripes", ... (English)

// The continents of the red die; Antarctica only appears in the full ISO deck.
enum class Continent { Europe, Asia, Africa, America, Oceania, Antarctica };
std::string_view continentKey(Continent continent);   // "europe", ... as in the data files
std::string_view continentName(Continent continent);  // "Europe", ... (English)
std::optional<Continent> continentFromKey(std::string_view key);

enum class Border { None, Red, Gold };

struct Card {
    std::string code;  // ISO 3166-1 alpha-2, upper case
    Continent continent = Continent::Europe;
    std::uint8_t symbols = 0;  // bit (1 << Symbol)
    Border border = Border::None;
    std::int64_t areaKm2 = 0;
    std::int64_t population = 0;
    std::vector<std::string> capitalEn;  // display name first, then other accepted spellings
    std::vector<std::string> capitalIt;
    std::vector<std::string> aliases;  // extra English names accepted for the country

    bool has(Symbol symbol) const { return symbols & (1u << static_cast<int>(symbol)); }
    int symbolCount() const;
};

// Reads the cards file (see assets/flags/cards.tsv). Throws InputError naming the line and
// the column of the first problem.
std::vector<Card> parseCards(std::string_view text);
// The 48 cards of the box, from the data file built into the program.
std::vector<Card> flaggyCards();

// The red card that two blue dice identify: different faces, the only red card having both
// symbols; a double, the only red card whose only symbol it is. nullopt if none is.
// A card's code as the games' move notation writes it: "IT" -> "it" (ASCII only).
std::string lowerAscii(std::string text);

std::optional<Card> identifyRedCard(const std::vector<Card>& cards, Symbol first, Symbol second);

// ISO code (upper case) -> continent for every ISO 3166-1 country (assets/flags/continents.tsv).
std::map<std::string, Continent> parseContinents(std::string_view text);
std::map<std::string, Continent> isoContinents();

}  // namespace lt::flags
