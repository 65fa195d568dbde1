#include "app/window_host.h"

#include <QCoreApplication>
#include <QMessageBox>

#include "app/game_screen.h"
#include "app/language.h"
#include "app/match_controller.h"
#include "app/match_files.h"

namespace lt::shell {

WindowHost::WindowHost(QCoreApplication& app, const GameCatalog& catalog, AppSettings& settings,
                       const QString& language)
    : app_(app), catalog_(catalog), settings_(settings), language_(language) {
    build();
}

WindowHost::~WindowHost() = default;

void WindowHost::build() {
    window_ = std::make_unique<MainWindow>(catalog_, settings_, language_);
    // Queued: the old window is still inside its settings dialog's slot when this fires.
    connect(window_.get(), &MainWindow::languageChosen, this, &WindowHost::switchLanguage,
            Qt::QueuedConnection);
}

void WindowHost::switchLanguage(const QString& language) {
    const bool resume =
        window_->inGame() && !window_->gameScreen()->controller()->match().state().isTerminal();
    const bool fullScreen = window_->isFullScreen();
    window_->close();  // ends the match (autosaved after every move) and keeps the geometry
    window_.reset();
    language_ = resolveLanguage(language);
    installTranslations(app_, language_);
    build();
    if (fullScreen)
        window_->showFullScreen();
    else
        window_->show();
    if (resume) {
        if (const QString error = window_->openMatch(autosavePath()); !error.isEmpty())
            QMessageBox::warning(window_.get(), MainWindow::tr("Cannot resume the match"), error);
    }
    emit windowRebuilt();
}

}  // namespace lt::shell
