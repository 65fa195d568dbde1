#include "app/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace lt::shell {

namespace {

struct Language {
    const char* code;
    const char* ownName;  // UTF-8, never translated: a reader looks for their own
};

constexpr Language kLanguages[] = {
    {"da", "Dansk"},     {"de", "Deutsch"},  {"en", "English"},
    {"es", "Español"},   {"fr", "Français"}, {"it", "Italiano"},
    {"pt", "Português"}, {"sv", "Svenska"},  {"ru", "Русский"},
};

}  // namespace

QStringList supportedLanguages() {
    QStringList codes;
    for (const Language& language : kLanguages) codes << QString::fromLatin1(language.code);
    return codes;
}

QString languageOwnName(const QString& code) {
    for (const Language& language : kLanguages)
        if (code == QLatin1String(language.code)) return QString::fromUtf8(language.ownName);
    return {};
}

QString resolveLanguage(const QString& requested) {
    const QString wanted = requested.isEmpty() ? QLocale::system().name().left(2) : requested;
    return supportedLanguages().contains(wanted) ? wanted : QStringLiteral("en");
}

void installTranslations(QCoreApplication& app, const QString& language) {
    // Another language chosen while the app runs: the translators installed before go.
    for (QTranslator* old : app.findChildren<QTranslator*>(Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    auto* own = new QTranslator(&app);
    if (own->load(QStringLiteral(":/i18n/ludoteca_%1.qm").arg(language)))
        QCoreApplication::installTranslator(own);
    auto* qt = new QTranslator(&app);
    if (qt->load(QStringLiteral("qtbase_%1").arg(language),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    QLocale::setDefault(QLocale(language));
}

}  // namespace lt::shell
