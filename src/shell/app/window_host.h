// Owns the main window and builds it again when the user chooses another language, so every
// text is translated at once without a restart: the window is closed (the match is autosaved
// as always), the translations are swapped, and a new window in the same place resumes the
// match without asking.
#pragma once

#include <QObject>
#include <QString>
#include <memory>

#include "app/app_settings.h"
#include "app/game_catalog.h"
#include "app/main_window.h"

class QCoreApplication;

namespace lt::shell {

class WindowHost : public QObject {
    Q_OBJECT
  public:
    WindowHost(QCoreApplication& app, const GameCatalog& catalog, AppSettings& settings,
               const QString& language);
    ~WindowHost() override;

    MainWindow& window() const { return *window_; }
    const QString& language() const { return language_; }

    // Builds the window again in `language` ("" = the system's): what languageChosen does.
    void switchLanguage(const QString& language);

  signals:
    // A new window replaced the old one (tests; main() sets its pace again).
    void windowRebuilt();

  private:
    void build();

    QCoreApplication& app_;
    const GameCatalog& catalog_;
    AppSettings& settings_;
    QString language_;
    std::unique_ptr<MainWindow> window_;
};

}  // namespace lt::shell
