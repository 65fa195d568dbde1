// Country names from Debian's iso-codes: the English names of iso_3166-1.json and their
// translations in the iso_3166-1.mo catalogue of the UI language; where iso-codes has no
// translation, ICU's name of the region in that language. No name is written in the program
// itself.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "games/flags/mo_catalog.h"

namespace lt::flags {

struct IsoCountry {
    std::string code;          // alpha-2, upper case
    std::string name;          // "Korea, Republic of"
    std::string commonName;    // "South Korea"; empty when iso-codes has none
    std::string officialName;  // may be empty
};

// Reads iso_3166-1.json. Throws InputError (line, field) on a malformed file.
std::vector<IsoCountry> parseIsoCountries(std::string_view json);

class CountryNames {
  public:
    CountryNames() = default;
    // `translations` is the UI language's iso_3166-1 catalogue (empty for English);
    // `language` ("it", "en"...) is asked of ICU for the names the catalogue lacks.
    CountryNames(std::vector<IsoCountry> countries, MoCatalog translations,
                 std::string language = "en");

    const std::vector<IsoCountry>& countries() const { return countries_; }
    bool has(const std::string& code) const { return index_.count(code) != 0; }

    // The name to show: the common name if it is translated (or the language is English),
    // else the translated name, else ICU's name in the UI language, else the English common
    // name, or ICU's English name if it says the name in fewer words ("Russia", not "Russian
    // Federation"), or iso-codes' name. The code itself if the country is unknown.
    std::string displayName(const std::string& code) const;
    // Every name of the country iso-codes knows, in English and in the UI language, and the
    // name shown when it comes from ICU.
    std::vector<std::string> knownNames(const std::string& code) const;

  private:
    const IsoCountry* find(const std::string& code) const;
    bool english() const;

    std::vector<IsoCountry> countries_;
    std::map<std::string, std::size_t> index_;
    MoCatalog translations_;
    std::string language_ = "en";
};

}  // namespace lt::flags

namespace lt::flags {

// Where Debian's iso-codes package puts its files.
struct IsoCodesPaths {
    std::string json = "/usr/share/iso-codes/json/iso_3166-1.json";
    std::string localeDir = "/usr/share/locale";  // <dir>/<lang>/LC_MESSAGES/iso_3166-1.mo
};

// Country names for `language` ("it", "pt_BR", "en"...): the region-specific catalogue if
// there is one, else the language's, else English. Throws InputError with an installation
// hint when iso-codes is missing, and naming the file when one is malformed.
CountryNames loadCountryNames(const std::string& language, const IsoCodesPaths& paths = {});

}  // namespace lt::flags
