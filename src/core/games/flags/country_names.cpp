#include "games/flags/country_names.h"

#include <algorithm>
#include <fstream>
#include <optional>
#include <sstream>

#include <nlohmann/json.hpp>

#include "framework/errors.h"
#include "games/flags/icu_names.h"

namespace lt::flags {
namespace {

using Json = nlohmann::json;

std::string member(const Json& object, const std::string& key, bool required, int entry) {
    const auto it = object.find(key);
    if (it == object.end() || !it->is_string()) {
        if (required)
            throw InputError("entry " + std::to_string(entry) + " has no text '" + key + "'", 0,
                             key);
        return {};
    }
    return it->get<std::string>();
}

// nlohmann's syntax error says "[json.exception.parse_error.101] parse error at line 3,
// column 10: syntax error ..."; the InputError keeps the reason and the line.
InputError describeParseError(const Json::parse_error& error, std::string_view text) {
    const std::string what = error.what();
    const std::size_t colon = what.find(": ");
    const std::string reason = colon == std::string::npos ? what : what.substr(colon + 2);
    const std::size_t end =
        std::min<std::size_t>(error.byte == 0 ? 0 : error.byte - 1, text.size());
    const auto newlines =
        std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(end), '\n');
    return InputError("malformed JSON: " + reason, static_cast<int>(newlines) + 1, "json");
}

Json parseJson(std::string_view text) {
    try {
        return Json::parse(text);
    } catch (const Json::parse_error& error) {
        throw describeParseError(error, text);
    } catch (const Json::exception& error) {  // a number too large for a double: no position
        const std::string what = error.what();
        const std::size_t bracket = what.find("] ");
        throw InputError(
            "malformed JSON: " + (bracket == std::string::npos ? what : what.substr(bracket + 2)),
            0, "json");
    }
}

}  // namespace

std::vector<IsoCountry> parseIsoCountries(std::string_view text) {
    const Json document = parseJson(text);
    const auto list = document.is_object() ? document.find("3166-1") : document.end();
    if (list == document.end() || !list->is_array())
        throw InputError("expected an object with a \"3166-1\" array", 0, "3166-1");
    std::vector<IsoCountry> countries;
    int entry = 0;
    for (const Json& object : *list) {
        ++entry;
        if (!object.is_object())
            throw InputError("entry " + std::to_string(entry) + " is not an object");
        IsoCountry country{member(object, "alpha_2", true, entry),
                           member(object, "name", true, entry),
                           member(object, "common_name", false, entry),
                           member(object, "official_name", false, entry)};
        std::transform(country.code.begin(), country.code.end(), country.code.begin(),
                       [](char c) { return c >= 'a' && c <= 'z' ? char(c - 'a' + 'A') : c; });
        if (country.code.size() != 2)
            throw InputError("entry " + std::to_string(entry) + ": '" + country.code +
                                 "' is not a two-letter code",
                             0, "alpha_2");
        countries.push_back(std::move(country));
    }
    return countries;
}

CountryNames::CountryNames(std::vector<IsoCountry> countries, MoCatalog translations,
                           std::string language)
    : countries_(std::move(countries)),
      translations_(std::move(translations)),
      language_(std::move(language)) {
    for (std::size_t i = 0; i < countries_.size(); ++i) index_.emplace(countries_[i].code, i);
}

const IsoCountry* CountryNames::find(const std::string& code) const {
    const auto it = index_.find(code);
    return it == index_.end() ? nullptr : &countries_[it->second];
}

bool CountryNames::english() const {
    return language_.empty() || language_ == "C" || language_.rfind("en", 0) == 0;
}

std::string CountryNames::displayName(const std::string& code) const {
    const IsoCountry* country = find(code);
    if (!country) return code;
    if (!country->commonName.empty()) {
        if (auto translated = translations_.translate(country->commonName)) return *translated;
        if (english()) return country->commonName;
    }
    if (auto translated = translations_.translate(country->name)) return *translated;
    // A name iso-codes left untranslated (a country renamed lately) would show in English.
    if (!english())
        if (auto local = icuRegionName(code, language_)) return *local;
    // Where iso-codes has no common name, its name may be the formal one ("Russian
    // Federation"): ICU's English name in fewer words is the common one ("Russia"). A name as
    // short stays iso-codes' ("Türkiye", not ICU's "Turkey").
    if (english() && country->commonName.empty()) {
        auto words = [](const std::string& name) {
            return std::count(name.begin(), name.end(), ' ');
        };
        if (auto common = icuRegionName(code, "en");
            common && words(*common) < words(country->name))
            return *common;
    }
    return country->commonName.empty() ? country->name : country->commonName;
}

std::vector<std::string> CountryNames::knownNames(const std::string& code) const {
    const IsoCountry* country = find(code);
    if (!country) return {};
    std::vector<std::string> names;
    for (const std::string* english :
         {&country->name, &country->commonName, &country->officialName}) {
        if (english->empty()) continue;
        names.push_back(*english);
        if (auto translated = translations_.translate(*english)) names.push_back(*translated);
    }
    if (const std::string shown = displayName(code);
        std::find(names.begin(), names.end(), shown) == names.end())
        names.push_back(shown);
    return names;
}

}  // namespace lt::flags

namespace lt::flags {
namespace {

std::optional<std::string> readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

}  // namespace

CountryNames loadCountryNames(const std::string& language, const IsoCodesPaths& paths) {
    const auto json = readFile(paths.json);
    if (!json)
        throw InputError("country names need the iso-codes package (apt install iso-codes): " +
                         paths.json + " cannot be read");
    std::vector<IsoCountry> countries;
    try {
        countries = parseIsoCountries(*json);
    } catch (const InputError& e) {
        throw InputError(paths.json + ": " + e.reason(), e.line(), e.field());
    }
    std::vector<std::string> candidates{language};
    const std::size_t cut = language.find_first_of("_.@");
    if (cut != std::string::npos) candidates.push_back(language.substr(0, cut));
    for (const std::string& candidate : candidates) {
        if (candidate.empty() || candidate == "en" || candidate == "C") break;
        const std::string path = paths.localeDir + "/" + candidate + "/LC_MESSAGES/iso_3166-1.mo";
        const auto bytes = readFile(path);
        if (!bytes) continue;
        try {
            return CountryNames(std::move(countries), MoCatalog::parse(*bytes), language);
        } catch (const InputError& e) {
            throw InputError(path + ": " + e.reason(), e.line(), e.field());
        }
    }
    return CountryNames(std::move(countries), MoCatalog{}, language);
}

}  // namespace lt::flags
