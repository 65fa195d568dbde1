// The whole app in a GUI test: the standard games, settings and a main window at instant pace
// and with instant claims, in a private home. Tests that drive the app through its window
// derive from this instead of QObject and call these from their initTestCase, init and cleanup
// slots.
#pragma once

#include <QFile>
#include <QObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "app/app_settings.h"
#include "app/game_catalog.h"
#include "app/game_screen.h"
#include "app/main_window.h"
#include "app/match_files.h"
#include "standard_games.h"
#include "standard_views.h"

namespace lt::test {

class AppWindowTest : public QObject {
  protected:
    // A private home: the test-mode autosave and settings of parallel runs never meet.
    void setUpPrivateHome() {
        QVERIFY(dir_.isValid());
        qputenv("HOME", dir_.path().toUtf8());
        QStandardPaths::setTestModeEnabled(true);
        qputenv("XDG_RUNTIME_DIR", dir_.path().toUtf8());
        QFile::remove(shell::autosavePath());
        catalog_ = std::make_unique<shell::GameCatalog>(registry_, shell::makeStandardGameUis());
        settings_ = std::make_unique<shell::AppSettings>(dir_.filePath("settings.ini"));
    }

    void openWindow() {
        window_ = std::make_unique<shell::MainWindow>(*catalog_, *settings_, "en");
        window_->overridePace(0);
        window_->gameScreen()->setInstantClaims(true);
        window_->resize(1280, 800);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    void closeWindow() { window_.reset(); }

    QTemporaryDir dir_;
    GameRegistry registry_ = makeStandardGames();
    std::unique_ptr<shell::GameCatalog> catalog_;
    std::unique_ptr<shell::AppSettings> settings_;
    std::unique_ptr<shell::MainWindow> window_;
};

}  // namespace lt::test
