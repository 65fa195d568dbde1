#include "cli/game_names.h"

#include <QLocale>

namespace lt::cli {

GameNames::GameNames() : GameNames(QLocale::system().name().left(2)) {}

GameNames::GameNames(const QString& language) {
    // No file for English (the source language) or an unknown one: names stay English.
    (void)translator_.load(QStringLiteral(":/i18n/ludoteca_%1.qm").arg(language));
}

std::string GameNames::name(const GameInfo& info) const {
    const QString translated = translator_.translate("games", info.name.c_str());
    return translated.isEmpty() ? info.name : translated.toStdString();
}

}  // namespace lt::cli
