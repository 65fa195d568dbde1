// A board test in another language: the app's translations installed for the length of a
// scope, then none again (the untranslated English, "card(s)", that the other tests expect).
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

#include "app/language.h"

namespace lt::test {

class InLanguage {
  public:
    explicit InLanguage(const QString& language) {
        shell::installTranslations(*QCoreApplication::instance(), language);
    }
    ~InLanguage() {
        QCoreApplication* app = QCoreApplication::instance();
        for (QTranslator* translator :
             app->findChildren<QTranslator*>(Qt::FindDirectChildrenOnly)) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        QLocale::setDefault(before_);
    }
    InLanguage(const InLanguage&) = delete;
    InLanguage& operator=(const InLanguage&) = delete;

  private:
    const QLocale before_;
};

}  // namespace lt::test
