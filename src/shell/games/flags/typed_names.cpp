#include "games/flags/typed_names.h"

#include <QCompleter>
#include <QLineEdit>
#include <QStringList>

namespace lt::shell::flags {

lt::flags::AnswerMatcher countryMatcher(const FlagTexts& texts) {
    lt::flags::AnswerMatcher matcher;
    for (const auto& [code, card] : texts.cards()) {
        std::vector<std::string> names = texts.names().knownNames(code);
        names.insert(names.end(), card.aliases.begin(), card.aliases.end());
        matcher.add(code, names);
    }
    return matcher;
}

lt::flags::AnswerMatcher capitalMatcher(const FlagTexts& texts) {
    lt::flags::AnswerMatcher matcher;
    for (const auto& [code, card] : texts.cards()) {
        std::vector<std::string> names = card.capitalEn;
        names.insert(names.end(), card.capitalIt.begin(), card.capitalIt.end());
        matcher.add(code, names);
    }
    return matcher;
}

void suggestCountryNames(QLineEdit* field, const FlagTexts& texts) {
    QStringList names;
    for (const auto& [code, card] : texts.cards()) names << texts.countryName(code);
    names.sort(Qt::CaseInsensitive);
    auto* completer = new QCompleter(names, field);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    field->setCompleter(completer);
}

}  // namespace lt::shell::flags
