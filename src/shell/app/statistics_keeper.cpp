#include "app/statistics_keeper.h"

#include <QMessageBox>
#include <QTimer>
#include <cstdio>

#include "app/match_controller.h"
#include "app/statistics_window.h"

namespace lt::shell {

StatisticsKeeper::StatisticsKeeper(const GameCatalog& catalog, QWidget* window, const QString& path)
    : QObject(window), catalog_(catalog), window_(window), store_(path) {
    loadProblem_ = store_.load();
    // Once the event loop runs, so the main window is on screen behind the message.
    if (!loadProblem_.isEmpty()) QTimer::singleShot(0, this, [this] { tell(loadProblem_); });
}

void StatisticsKeeper::matchFinished(MatchController* controller) {
    if (!controller || controller == counted_) return;
    if (!store_.statistics().record(controller->match())) return;
    counted_ = controller;
    const QString error = store_.save();
    if (!error.isEmpty()) tell(tr("The statistics could not be saved: %1").arg(error));
    if (statisticsWindow_) statisticsWindow_->refresh();
}

void StatisticsKeeper::showWindow() {
    if (!statisticsWindow_) {
        statisticsWindow_ = new StatisticsWindow(store_, catalog_, window_);
        statisticsWindow_->setAttribute(Qt::WA_DeleteOnClose);
    }
    statisticsWindow_->show();
    statisticsWindow_->raise();
    statisticsWindow_->activateWindow();
}

StatisticsWindow* StatisticsKeeper::window() const {
    return statisticsWindow_;
}

void StatisticsKeeper::tell(const QString& message) {
    std::fprintf(stderr, "ludoteca: %s\n", qPrintable(message));
    auto* box =
        new QMessageBox(QMessageBox::Warning, tr("Statistics"), message, QMessageBox::Ok, window_);
    box->setObjectName("statisticsProblem");
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

}  // namespace lt::shell
