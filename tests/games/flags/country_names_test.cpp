// The .mo reader, the iso-codes reader, display names and typed-answer matching.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "framework/errors.h"
#include "games/flags/answer_matcher.h"
#include "games/flags/cards.h"
#include "games/flags/country_names.h"
#include "games/flags/icu_names.h"
#include "games/flags/mo_catalog.h"
#include "games/flags/text_fold.h"

namespace lt::flags {
namespace {

// A .mo file as msgfmt writes it (no hash table), in either byte order.
std::string makeMo(const std::vector<std::pair<std::string, std::string>>& messages,
                   bool bigEndian) {
    std::string out;
    auto word = [&](std::uint32_t v) {
        for (int i = 0; i < 4; ++i)
            out +=
                static_cast<char>(bigEndian ? (v >> (8 * (3 - i))) & 0xFF : (v >> (8 * i)) & 0xFF);
    };
    const auto n = static_cast<std::uint32_t>(messages.size());
    const std::uint32_t originals = 28, translations = originals + 8 * n;
    std::uint32_t data = translations + 8 * n;
    word(0x950412de);
    word(0);
    word(n);
    word(originals);
    word(translations);
    word(0);
    word(0);
    std::string strings;
    std::vector<std::uint32_t> table;
    for (int pass = 0; pass < 2; ++pass) {
        for (const auto& [id, str] : messages) {
            const std::string& s = pass == 0 ? id : str;
            table.push_back(static_cast<std::uint32_t>(s.size()));
            table.push_back(data + static_cast<std::uint32_t>(strings.size()));
            strings += s;
            strings += '\0';
        }
    }
    for (std::uint32_t v : table) word(v);
    return out + strings;
}

TEST(MoCatalog, ReadsBothByteOrdersAndSkipsTheHeader) {
    const std::vector<std::pair<std::string, std::string>> messages{
        {"", "Content-Type: text/plain; charset=UTF-8\n"},
        {"Germany", "Germania"},
        {"Korea, Republic of", "Corea del sud"},
        {"apple", std::string("mela\0mele", 9)},
        {"Untranslated", ""}};
    for (bool bigEndian : {false, true}) {
        const MoCatalog catalog = MoCatalog::parse(makeMo(messages, bigEndian));
        EXPECT_EQ(catalog.size(), 3u);
        EXPECT_EQ(catalog.translate("Germany"), "Germania");
        EXPECT_EQ(catalog.translate("Korea, Republic of"), "Corea del sud");
        EXPECT_EQ(catalog.translate("apple"), "mela");
        EXPECT_EQ(catalog.translate("Untranslated"), std::nullopt);
        EXPECT_EQ(catalog.translate(""), std::nullopt);
    }
}

TEST(MoCatalog, RejectsBrokenFiles) {
    const std::string good = makeMo({{"Germany", "Germania"}}, false);
    EXPECT_THROW(MoCatalog::parse(""), InputError);
    EXPECT_THROW(MoCatalog::parse(std::string(40, 'x')), InputError);
    EXPECT_THROW(MoCatalog::parse(good.substr(0, good.size() - 6)), InputError);
    std::string badOffset = good;
    badOffset[36] = '\x7f';  // the first translation's offset points past the end
    EXPECT_THROW(MoCatalog::parse(badOffset), InputError);
    std::string hugeCount = good;
    hugeCount[11] = '\x40';
    try {
        MoCatalog::parse(hugeCount);
        ADD_FAILURE();
    } catch (const InputError& e) {
        EXPECT_EQ(e.field(), "message 2");
    }
}

TEST(IsoCountries, ParsesTheIsoCodesLayout) {
    const auto countries = parseIsoCountries(R"({"3166-1": [
        {"alpha_2": "KR", "alpha_3": "KOR", "common_name": "South Korea",
         "name": "Korea, Republic of", "numeric": "410"},
        {"alpha_2": "CI", "name": "C\u00f4te d'Ivoire", "official_name": "Republic of C\u00f4te d'Ivoire"}
    ]})");
    ASSERT_EQ(countries.size(), 2u);
    EXPECT_EQ(countries[0].code, "KR");
    EXPECT_EQ(countries[0].commonName, "South Korea");
    EXPECT_EQ(countries[1].name, "C\xc3\xb4te d'Ivoire");
    EXPECT_EQ(countries[1].officialName, "Republic of C\xc3\xb4te d'Ivoire");
}

TEST(IsoCountries, BadJsonNamesTheLine) {
    try {
        parseIsoCountries("{\"3166-1\": [\n{\"alpha_2\": \"KR\",\n \"name\": }\n]}");
        ADD_FAILURE();
    } catch (const InputError& e) {
        EXPECT_EQ(e.line(), 3);
    }
    EXPECT_THROW(parseIsoCountries("{\"3166-1\": [{\"name\": \"X\"}]}"), InputError);
    EXPECT_THROW(parseIsoCountries("[]"), InputError);
    EXPECT_THROW(parseIsoCountries("{\"3166-1\": [\"\\ud800\"]}"), InputError);
}

TEST(CountryNames, MissingIsoCodesGivesAClearMessage) {
    try {
        loadCountryNames("it", {"/nonexistent/iso_3166-1.json", "/nonexistent"});
        ADD_FAILURE();
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("apt install iso-codes"), std::string::npos);
    }
}

class SystemCountryNames : public ::testing::Test {
  protected:
    void SetUp() override {
        if (!std::filesystem::exists(IsoCodesPaths{}.json)) GTEST_SKIP() << "iso-codes missing";
    }
};

TEST_F(SystemCountryNames, ItalianAndEnglishDisplayNames) {
    const CountryNames it = loadCountryNames("it_IT.UTF-8");
    const CountryNames en = loadCountryNames("en");
    EXPECT_EQ(it.countries().size(), 249u);
    EXPECT_EQ(it.displayName("DE"), "Germania");
    EXPECT_EQ(it.displayName("KR"), "Corea del Sud");  // the common name's translation
    EXPECT_EQ(it.displayName("RU"), "Russia");
    EXPECT_EQ(en.displayName("KR"), "South Korea");
    // iso-codes has no common name for Russia: the English name people use, as for China.
    EXPECT_EQ(en.displayName("RU"), "Russia");
    EXPECT_EQ(en.displayName("CN"), "China");
    EXPECT_EQ(en.displayName("GB"), "United Kingdom");
    EXPECT_EQ(en.displayName("XX"), "XX");
    // Spanish leaves "South Korea" untranslated: the translated name is shown instead.
    EXPECT_NE(loadCountryNames("es").displayName("KR"), "South Korea");
    // Every Flaggy card has a name.
    for (const Card& card : flaggyCards()) EXPECT_TRUE(it.has(card.code)) << card.code;
}

// iso-codes 4.15 has no Italian for the renamed "Türkiye": ICU's Italian region name fills
// the gap, while every name iso-codes translates stays iso-codes' own.
TEST_F(SystemCountryNames, ItalianFallsBackToIcuOnlyWhereIsoCodesHasNoTranslation) {
    const CountryNames it = loadCountryNames("it");
    EXPECT_EQ(it.displayName("TR"), "Turchia");
    EXPECT_EQ(it.displayName("KR"), "Corea del Sud");  // iso-codes; ICU says "Corea del Sud" too
    EXPECT_EQ(it.displayName("RU"), "Russia");         // iso-codes' common name; ICU would agree
    EXPECT_EQ(it.displayName("GB"), "Regno Unito");
    EXPECT_EQ(it.displayName("US"), "Stati Uniti");  // iso-codes; ICU says "Stati Uniti"
    // English keeps iso-codes' English name, never ICU's ("Turkey").
    EXPECT_EQ(loadCountryNames("en").displayName("TR"), "T\xc3\xbcrkiye");
    const auto known = it.knownNames("TR");
    EXPECT_NE(std::find(known.begin(), known.end(), "Turchia"), known.end());
}

TEST(IcuNames, RegionNamesAndAccentInsensitiveOrder) {
    EXPECT_EQ(icuRegionName("TR", "it"), "Turchia");
    EXPECT_EQ(icuRegionName("DE", "it_IT.UTF-8"), "Germania");
    EXPECT_EQ(icuRegionName("ZZZ", "it"), std::nullopt);
    const NameOrder italian("it");
    EXPECT_TRUE(italian.before("Egitto", "\xc3\x89mirati"));    // É sorts as E
    EXPECT_TRUE(italian.before("\xc3\x89quateur", "Estonia"));  // not after Z
    EXPECT_EQ(italian.compare("CUBA", "cuba"), 0);
    EXPECT_TRUE(italian.before("Cina", "Corea del Sud"));
    // Each interface language's own order (Urla!'s rule Y7): Ö after Z in Swedish, with O in
    // German; Cyrillic in its alphabet.
    EXPECT_TRUE(NameOrder("sv").before("Zambia", "\xc3\x96sterrike"));
    EXPECT_TRUE(NameOrder("de").before("\xc3\x96sterreich", "Pakistan"));
    EXPECT_TRUE(NameOrder("da").before("Zambia", "\xc3\x98strig"));
    EXPECT_TRUE(NameOrder("ru").before("\xd0\x90\xd0\xb2\xd1\x81\xd1\x82\xd1\x80\xd0\xb8\xd1\x8f",
                                       "\xd0\xaf\xd0\xbf\xd0\xbe\xd0\xbd\xd0\xb8\xd1\x8f"));
    EXPECT_TRUE(NameOrder("es").before("Nicaragua",
                                       "\xc3\x91"
                                       "andu"));  // Ñ after N
    EXPECT_TRUE(
        NameOrder("es").before("\xc3\x91"
                               "andu",
                               "Omán"));
}

TEST(TextFold, CaseAccentsPunctuationAndArticles) {
    EXPECT_EQ(foldForMatching("C\xc3\xb4te d\xe2\x80\x99Ivoire"), "cote d ivoire");
    EXPECT_EQ(foldForMatching("  COSTA D'AVORIO "), "costa d avorio");
    EXPECT_EQ(foldForMatching("The Netherlands"), "netherlands");
    EXPECT_EQ(foldForMatching("Il Cairo"), "cairo");
    EXPECT_EQ(foldForMatching("St. Lucia"), "saint lucia");
    EXPECT_EQ(foldForMatching("Trinidad & Tobago"), "trinidad and tobago");
    EXPECT_EQ(foldForMatching("Stra\xc3\x9f"
                              "e \xc5\x92uvre \xc5\x81\xc3\xb3"
                              "d\xc5\xba"),
              "strasse oeuvre lodz");
    EXPECT_EQ(foldForMatching("Bras\xc3\xadlia"), "brasilia");
    EXPECT_EQ(foldForMatching("Ro\xc8\x99ia"), "rosia");
    // Cyrillic in lower case, Ё read as Е ("РОССИЯ", "Россия", "россия" agree).
    EXPECT_EQ(foldForMatching("\xd0\xa0\xd0\x9e\xd0\xa1\xd0\xa1\xd0\x98\xd0\xaf"),
              "\xd1\x80\xd0\xbe\xd1\x81\xd1\x81\xd0\xb8\xd1\x8f");
    EXPECT_EQ(foldForMatching("\xd0\x81\xd0\xbb\xd0\xba\xd0\xb0 \xd1\x91"),
              "\xd0\xb5\xd0\xbb\xd0\xba\xd0\xb0 \xd0\xb5");
    EXPECT_EQ(foldForMatching("\xd0\x84"), "\xd1\x94");  // Є -> є
    // The articles of the interface's languages.
    EXPECT_EQ(foldForMatching("Los Estados Unidos"), "estados unidos");
    EXPECT_EQ(foldForMatching("die Schweiz"), "schweiz");
    EXPECT_EQ(foldForMatching("Les Pays-Bas"), "pays bas");
    EXPECT_EQ(foldForMatching("os Estados Unidos"), "estados unidos");
    EXPECT_EQ(foldForMatching("Danmark"), "danmark");
    // A slip is one letter, whatever its script: "Россия" typed "Росия".
    EXPECT_EQ(editDistance("\xd1\x80\xd0\xbe\xd1\x81\xd1\x81\xd0\xb8\xd1\x8f",
                           "\xd1\x80\xd0\xbe\xd1\x81\xd0\xb8\xd1\x8f", 2),
              1u);
    EXPECT_EQ(editDistance("\xd0\xb0", "\xd0\xb1", 2), 1u);
    EXPECT_EQ(codePointCount("\xd1\x80\xd0\xbe\xd1\x81"), 3u);
    EXPECT_EQ(foldForMatching("bad\xff"
                              "byte"),
              "bad byte");
    EXPECT_EQ(foldForMatching("\xc3"), "");
    EXPECT_EQ(editDistance("germny", "germany", 2), 1u);
    EXPECT_EQ(editDistance("itlay", "italy", 2), 1u);
    EXPECT_EQ(editDistance("abc", "xyzxyz", 2), 3u);
}

class Matching : public SystemCountryNames {
  protected:
    void SetUp() override {
        SystemCountryNames::SetUp();
        if (IsSkipped()) return;
        const CountryNames it = loadCountryNames("it");
        for (const IsoCountry& country : it.countries())
            matcher_.add(country.code, it.knownNames(country.code));
        for (const Card& card : flaggyCards()) matcher_.add(card.code, card.aliases);
    }
    AnswerMatcher matcher_;
};

TEST_F(Matching, AccentCaseAndAliasTolerant) {
    for (const char* answer : {"Corea del Sud", "corea del sud", "South Korea", "SOUTH KOREA",
                               "Korea, Republic of", "Republic of Korea"})
        EXPECT_EQ(matcher_.recognise(answer), "KR") << answer;
    EXPECT_EQ(matcher_.recognise("Korea"), std::nullopt);  // North or South?
    EXPECT_EQ(matcher_.recognise("North Korea"), "KP");
    EXPECT_EQ(matcher_.recognise("costa d'avorio"), "CI");
    EXPECT_EQ(matcher_.recognise("Cote d Ivoire"), "CI");
    EXPECT_EQ(matcher_.recognise("germania"), "DE");
    EXPECT_EQ(matcher_.recognise("Germny"), "DE");  // one slip
    EXPECT_EQ(matcher_.recognise("Federal Republic of Germany"), "DE");
    EXPECT_EQ(matcher_.recognise("Russia"), "RU");
    EXPECT_EQ(matcher_.recognise("Russian Federation"), "RU");
    EXPECT_EQ(matcher_.recognise("Stati Uniti"), "US");
    EXPECT_EQ(matcher_.recognise("USA"), "US");
    EXPECT_EQ(matcher_.recognise("Regno Unito"), "GB");
    EXPECT_EQ(matcher_.recognise("Macedonia del Nord"), "MK");
    EXPECT_EQ(matcher_.recognise("Bolivia"), "BO");
    EXPECT_EQ(matcher_.recognise("Congo"), "CG");  // the Democratic Republic is "RD del Congo"
    EXPECT_EQ(matcher_.recognise("Iraq"), "IQ");
    EXPECT_EQ(matcher_.recognise("Iram"), std::nullopt);  // short names allow no slip
    EXPECT_EQ(matcher_.recognise(""), std::nullopt);
    EXPECT_TRUE(matcher_.accepts("IT", "  ITALIA "));
    EXPECT_FALSE(matcher_.accepts("AT", "Australia"));
    EXPECT_FALSE(matcher_.accepts("NE", "Nigeria"));
}

TEST(CapitalMatching, EnglishAndItalianSpellings) {
    AnswerMatcher capitals;
    for (const Card& card : flaggyCards()) {
        std::vector<std::string> names = card.capitalEn;
        names.insert(names.end(), card.capitalIt.begin(), card.capitalIt.end());
        capitals.add(card.code, names);
    }
    EXPECT_EQ(capitals.recognise("Pechino"), "CN");
    EXPECT_EQ(capitals.recognise("beijing"), "CN");
    EXPECT_EQ(capitals.recognise("Brasilia"), "BR");
    EXPECT_EQ(capitals.recognise("washington dc"), "US");
    EXPECT_EQ(capitals.recognise("Città del Messico"), "MX");
    EXPECT_EQ(capitals.recognise("citta del messico"), "MX");
    EXPECT_EQ(capitals.recognise("l'avana"), "CU");
    EXPECT_EQ(capitals.recognise("Cairo"), "EG");
    EXPECT_EQ(capitals.recognise("Santiago"), "CL");
    EXPECT_EQ(capitals.recognise("Paris"), "FR");
}

TEST(IsoCountries, ReadsJsonEscapes) {
    const auto countries = parseIsoCountries(
        R"({"3166-1": [{"alpha_2": "xx", "name": "x\n\u00e9\ud83d\ude00\"\\", "numeric": 1,
                        "common_name": null, "official_name": true}]})");
    ASSERT_EQ(countries.size(), 1u);
    EXPECT_EQ(countries[0].code, "XX");
    EXPECT_EQ(countries[0].name, "x\n\xc3\xa9\xf0\x9f\x98\x80\"\\");
    EXPECT_EQ(countries[0].commonName, "");  // not a text: as if absent
    EXPECT_EQ(countries[0].officialName, "");
}

// Every malformed text is an InputError naming the line and the JSON problem: no crash, no
// std::terminate from an exception of the JSON library escaping.
TEST(IsoCountries, MalformedJsonIsAnInputError) {
    const std::vector<std::pair<std::string, int>> cases{
        {"{\"3166-1\": []} x", 1},                               // text after the document
        {std::string(100, '['), 1},                              // unterminated arrays
        {std::string(20000, '[') + std::string(20000, ']'), 1},  // deep: parsed, not an object
        {"", 1},
        {"{\"3166-1\": [\n{\"alpha_2\": \"KR\"\n", 3},  // truncated
        {"{\"3166-1\": [\n\"\\ud800\"]}", 2},           // a lone surrogate
        {"{\"3166-1\": [\n\n\"bad\xff byte\"]}", 3},    // not UTF-8
        {"{\"3166-1\": [{\"alpha_2\": \"KR\", \"name\": 'x'}]}", 1},
        {"{\"3166-1\": [1e999999]}", 0}};  // out of range: no position
    for (const auto& [text, line] : cases) {
        try {
            parseIsoCountries(text);
            ADD_FAILURE() << text.substr(0, 40);
        } catch (const InputError& e) {
            if (text.size() > 1000) continue;  // well-formed JSON, wrong layout
            EXPECT_EQ(e.line(), line) << text.substr(0, 40);
            EXPECT_EQ(e.field(), "json");
            EXPECT_EQ(std::string(e.reason()).rfind("malformed JSON: ", 0), 0u) << e.reason();
        }
    }
    try {
        parseIsoCountries("{\"3166-1\": [\n{\"alpha_2\": \"KR\",\n \"name\": }\n]}");
        ADD_FAILURE();
    } catch (const InputError& e) {
        EXPECT_EQ(std::string(e.what()),
                  "line 3: json: malformed JSON: syntax error while parsing value - unexpected "
                  "'}'; expected '[', '{', or a literal");
    }
}

TEST(CountryNames, MalformedFileNamesTheFileAndLine) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "lt_country_names";
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "iso_3166-1.json").string();
    std::ofstream(path) << "{\"3166-1\": [\n{\"alpha_2\": \"KR\",,}]}";
    try {
        loadCountryNames("en", {path, dir.string()});
        ADD_FAILURE();
    } catch (const InputError& e) {
        EXPECT_EQ(e.line(), 2);
        EXPECT_EQ(e.reason().rfind(path + ": malformed JSON: ", 0), 0u) << e.reason();
    }
    std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace lt::flags
