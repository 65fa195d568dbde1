// The Flaggy card list against the rulebook: dice identification, gold cards, printed examples.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "framework/errors.h"
#include "games/flags/cards.h"

namespace lt::flags {
namespace {

const Card& card(const std::vector<Card>& cards, const std::string& code) {
    const auto it =
        std::find_if(cards.begin(), cards.end(), [&](const Card& c) { return c.code == code; });
    if (it == cards.end()) throw std::runtime_error("no card " + code);
    return *it;
}

std::string symbolsOf(const Card& c) {
    std::string letters;
    for (int s = 0; s < kSymbolCount; ++s)
        if (c.has(static_cast<Symbol>(s))) letters += symbolLetter(static_cast<Symbol>(s));
    return letters;
}

bool shareElement(const Card& a, const Card& b) {
    return a.continent == b.continent || (a.symbols & b.symbols) != 0;
}

TEST(FlaggyCards, FortyEightCardsWithDistinctCountriesAreasAndPopulations) {
    const auto cards = flaggyCards();
    ASSERT_EQ(cards.size(), 48u);
    std::set<std::string> codes;
    std::set<std::int64_t> areas, populations;
    for (const auto& c : cards) {
        codes.insert(c.code);
        areas.insert(c.areaKm2);
        populations.insert(c.population);
    }
    EXPECT_EQ(codes.size(), 48u);
    EXPECT_EQ(areas.size(), 48u);        // "Metti in ordine!" needs a strict order
    EXPECT_EQ(populations.size(), 48u);  // and so does its population variant
}

TEST(FlaggyCards, ContinentsAndBorderCounts) {
    const auto cards = flaggyCards();
    std::map<Continent, int> perContinent;
    int red = 0, gold = 0;
    for (const auto& c : cards) {
        ++perContinent[c.continent];
        red += c.border == Border::Red;
        gold += c.border == Border::Gold;
    }
    EXPECT_EQ(perContinent[Continent::Europe], 12);
    EXPECT_EQ(perContinent[Continent::Asia], 11);
    EXPECT_EQ(perContinent[Continent::Africa], 10);
    EXPECT_EQ(perContinent[Continent::America], 9);
    EXPECT_EQ(perContinent[Continent::Oceania], 6);
    EXPECT_EQ(red, 21);
    EXPECT_EQ(gold, 4);
}

TEST(FlaggyCards, EveryRollOfTheBlueDiceIdentifiesExactlyOneRedCard) {
    const auto cards = flaggyCards();
    std::set<std::string> identified;
    int outcomes = 0;
    for (int a = 0; a < kSymbolCount; ++a) {
        for (int b = a; b < kSymbolCount; ++b) {
            const auto first = static_cast<Symbol>(a), second = static_cast<Symbol>(b);
            const auto hit = identifyRedCard(cards, first, second);
            ASSERT_TRUE(hit) << symbolLetter(first) << "+" << symbolLetter(second);
            EXPECT_EQ(identifyRedCard(cards, second, first)->code, hit->code);
            identified.insert(hit->code);
            ++outcomes;
        }
    }
    EXPECT_EQ(outcomes, 21);            // 15 pairs + 6 doubles
    EXPECT_EQ(identified.size(), 21u);  // one-to-one onto the 21 red cards
}

TEST(FlaggyCards, GoldCardsAreExactlyTheOnesWithMoreThanTwoSymbols) {
    std::set<std::string> gold;
    for (const auto& c : flaggyCards()) {
        EXPECT_EQ(c.border == Border::Gold, c.symbolCount() > 2) << c.code;
        if (c.border == Border::Gold) gold.insert(c.code);
    }
    EXPECT_EQ(gold, (std::set<std::string>{"RS", "UG", "DM", "KI"}));
}

TEST(FlaggyCards, RulebookExamples) {
    const auto cards = flaggyCards();
    // Italy: vertical stripes only (the rules page's own example).
    EXPECT_EQ(symbolsOf(card(cards, "IT")), "V");
    EXPECT_EQ(identifyRedCard(cards, Symbol::Vertical, Symbol::Vertical)->code, "IT");
    // Brazil and Tunisia share circles + stars; only Brazil is red.
    EXPECT_EQ(symbolsOf(card(cards, "BR")), "CS");
    EXPECT_EQ(symbolsOf(card(cards, "TN")), "CS");
    EXPECT_EQ(card(cards, "BR").border, Border::Red);
    EXPECT_EQ(card(cards, "TN").border, Border::None);
    EXPECT_EQ(identifyRedCard(cards, Symbol::Circles, Symbol::Stars)->code, "BR");
    // Circle + circle: Japan.
    EXPECT_EQ(identifyRedCard(cards, Symbol::Circles, Symbol::Circles)->code, "JP");
    // Trovami!: horizontal stripes + circles: India.
    EXPECT_EQ(identifyRedCard(cards, Symbol::Horizontal, Symbol::Circles)->code, "IN");
    // Un due tre: Germany matches the pair Europe + horizontal stripes.
    EXPECT_EQ(card(cards, "DE").continent, Continent::Europe);
    EXPECT_TRUE(card(cards, "DE").has(Symbol::Horizontal));
    // Questo e quello: Japan attaches to both North Macedonia and Mongolia.
    EXPECT_TRUE(shareElement(card(cards, "JP"), card(cards, "MK")));
    EXPECT_TRUE(shareElement(card(cards, "JP"), card(cards, "MN")));
    // Urla!: Uganda shares circles with South Korea and horizontal stripes with Russia.
    EXPECT_TRUE(card(cards, "UG").has(Symbol::Circles) && card(cards, "KR").has(Symbol::Circles));
    EXPECT_TRUE(card(cards, "UG").has(Symbol::Horizontal) &&
                card(cards, "RU").has(Symbol::Horizontal));
    // Training: Cuba; Un due tre: Kenya and Switzerland are in the box.
    EXPECT_EQ(card(cards, "CU").continent, Continent::America);
    EXPECT_EQ(card(cards, "KE").continent, Continent::Africa);
    EXPECT_EQ(card(cards, "CH").continent, Continent::Europe);
}

TEST(FlaggyCards, CheckedFigures) {
    const auto cards = flaggyCards();
    EXPECT_EQ(card(cards, "IT").areaKm2, 301340);
    EXPECT_EQ(card(cards, "MT").areaKm2, 316);
    EXPECT_EQ(card(cards, "RU").areaKm2, 17098242);
    EXPECT_EQ(card(cards, "IN").population, 1450000000);
    EXPECT_EQ(card(cards, "CN").population, 1410000000);
    EXPECT_EQ(card(cards, "PW").population, 17700);
    EXPECT_EQ(card(cards, "IT").capitalIt.front(), "Roma");
    EXPECT_EQ(card(cards, "US").capitalEn,
              (std::vector<std::string>{"Washington, D.C.", "Washington"}));
}

const std::string kHeader =
    "code\tcontinent\tsymbols\tborder\tarea\tpopulation\tcapital_en\tcapital_it\taliases\n";

void expectError(const std::string& text, int line, const std::string& field) {
    try {
        parseCards(text);
        ADD_FAILURE() << "accepted: " << text;
    } catch (const InputError& e) {
        EXPECT_EQ(e.line(), line) << e.what();
        EXPECT_EQ(e.field(), field) << e.what();
    }
}

TEST(CardsFile, BadFilesNameTheLineAndTheField) {
    const std::string good = "IT\teurope\tV\tred\t301340\t59000000\tRome\tRoma\t\n";
    EXPECT_EQ(parseCards("# comment\n" + kHeader + good).size(), 1u);
    EXPECT_EQ(parseCards(kHeader + "IT\teurope\tV\tred\t1\t2\tRome\tRoma").size(), 1u);
    expectError("", 0, "header");
    expectError("code\tcontinent\n" + good, 1, "header");
    expectError(kHeader + "it\teurope\tV\tred\t1\t2\tRome\tRoma\t\n", 2, "code");
    expectError(kHeader + good + good, 3, "code");
    expectError(kHeader + "IT\tatlantis\tV\tred\t1\t2\tRome\tRoma\t\n", 2, "continent");
    expectError(kHeader + "IT\teurope\tVQ\tred\t1\t2\tRome\tRoma\t\n", 2, "symbols");
    expectError(kHeader + "IT\teurope\tVV\tred\t1\t2\tRome\tRoma\t\n", 2, "symbols");
    expectError(kHeader + "IT\teurope\t\tred\t1\t2\tRome\tRoma\t\n", 2, "symbols");
    expectError(kHeader + "IT\teurope\tV\tblue\t1\t2\tRome\tRoma\t\n", 2, "border");
    expectError(kHeader + "IT\teurope\tV\tred\t-5\t2\tRome\tRoma\t\n", 2, "area");
    expectError(kHeader + "IT\teurope\tV\tred\t1\t2x\tRome\tRoma\t\n", 2, "population");
    expectError(kHeader + "IT\teurope\tV\tred\t1\t2\t\tRoma\t\n", 2, "capital_en");
    expectError(kHeader + "IT\teurope\tV\tred\t1\t2\tRome\tRoma|\t\n", 2, "capital_it");
    expectError(kHeader + "\n\nIT\teurope\tV\n", 4, "");
}

TEST(ContinentsFile, CoversEveryIsoCountry) {
    const auto continents = isoContinents();
    EXPECT_EQ(continents.size(), 249u);
    EXPECT_EQ(continents.at("RU"), Continent::Europe);
    EXPECT_EQ(continents.at("TR"), Continent::Asia);
    EXPECT_EQ(continents.at("BR"), Continent::America);
    EXPECT_EQ(continents.at("AQ"), Continent::Antarctica);
    for (const auto& c : flaggyCards()) EXPECT_EQ(continents.at(c.code), c.continent) << c.code;
}

}  // namespace
}  // namespace lt::flags
