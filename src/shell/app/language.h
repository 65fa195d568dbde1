// The interface language: the system locale unless the settings or --lang choose one.
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace lt::shell {

// Languages with a complete translation, as two-letter codes, in the order of their own names
// (Dansk, Deutsch, English, ...): each has translations/ludoteca_<code>.ts and rules/<code>/.
QStringList supportedLanguages();
// The name a speaker gives `code`'s language ("Deutsch", "Русский"); empty for another code.
QString languageOwnName(const QString& code);
// `requested` ("", "en", "it", ...) resolved against the system locale and the supported set.
QString resolveLanguage(const QString& requested);
// Installs Ludoteca's and Qt's own translations for `language` (owned by `app`), in place of
// those an earlier call installed.
void installTranslations(QCoreApplication& app, const QString& language);

}  // namespace lt::shell
