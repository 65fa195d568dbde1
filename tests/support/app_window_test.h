// The whole app in a GUI test: the standard games, settings and a main window at instant pace
// and with instant claims, in a private home. Tests that drive the app through its window
// derive from this instead of QObject and call these from their initTestCase, init and cleanup
// slots.
#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>
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

    // Runs `action`, which may open a modal message box; returns the box's text (empty if
    // none opened) after pressing its accepting button.
    QString answerBox(const std::function<void()>& action) {
        QString text;
        QTimer::singleShot(0, this, [&text] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            text = box->text();
            for (QAbstractButton* button : box->buttons())
                if (box->buttonRole(button) == QMessageBox::AcceptRole) button->click();
        });
        action();
        return text;
    }

    QTemporaryDir dir_;
    GameRegistry registry_ = makeStandardGames();
    std::unique_ptr<shell::GameCatalog> catalog_;
    std::unique_ptr<shell::AppSettings> settings_;
    std::unique_ptr<shell::MainWindow> window_;
};

}  // namespace lt::test
