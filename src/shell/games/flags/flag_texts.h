// What the flag screens say about a country, in the UI language: its name (from iso-codes,
// never written in the program) and its capital (from the Flaggy card data).
#pragma once

#include <QString>
#include <map>
#include <string>

#include "games/flags/cards.h"
#include "games/flags/country_names.h"

namespace lt::shell::flags {

class FlagTexts {
  public:
    // Loads the names for `language` ("it", "en_GB"...; default: QLocale()'s). When iso-codes
    // is missing, ok() is false and problem() says what to install.
    explicit FlagTexts(const QString& language = {});

    bool ok() const { return problem_.isEmpty(); }
    QString problem() const { return problem_; }
    bool italian() const { return italian_; }

    QString countryName(const std::string& code) const;
    // The capital of a Flaggy country in the UI language (Italian or English); empty when the
    // country is not in the box.
    QString capital(const std::string& code) const;
    const lt::flags::CountryNames& names() const { return names_; }
    const std::map<std::string, lt::flags::Card>& cards() const { return cards_; }

  private:
    lt::flags::CountryNames names_;
    std::map<std::string, lt::flags::Card> cards_;
    QString problem_;
    bool italian_ = false;
};

}  // namespace lt::shell::flags
