#include "games/flags/flag_texts.h"

#include <QLocale>

#include "framework/errors.h"

namespace lt::shell::flags {

FlagTexts::FlagTexts(const QString& language) {
    const QString lang = language.isEmpty() ? QLocale().name() : language;
    italian_ = lang.startsWith(QLatin1String("it"));
    for (lt::flags::Card& card : lt::flags::flaggyCards()) cards_.emplace(card.code, card);
    try {
        names_ = lt::flags::loadCountryNames(lang.toStdString());
    } catch (const InputError& e) {
        problem_ = QString::fromStdString(e.what());
    }
}

QString FlagTexts::countryName(const std::string& code) const {
    return QString::fromStdString(names_.displayName(code));
}

QString FlagTexts::capital(const std::string& code) const {
    const auto it = cards_.find(code);
    if (it == cards_.end()) return {};
    const auto& names = italian_ ? it->second.capitalIt : it->second.capitalEn;
    return QString::fromStdString(names.front());
}

}  // namespace lt::shell::flags
