// The statistics while the app runs: loads them when it starts (a corrupt file is reported to
// the user and set aside), counts each finished match once and saves at once, and opens the
// Statistics window.
#pragma once

#include <QObject>
#include <QPointer>

#include "app/statistics_store.h"

class QWidget;

namespace lt::shell {

class GameCatalog;
class MatchController;
class StatisticsWindow;

class StatisticsKeeper : public QObject {
    Q_OBJECT
  public:
    // `window` parents the messages and the Statistics window.
    StatisticsKeeper(const GameCatalog& catalog, QWidget* window,
                     const QString& path = statisticsPath());

    // What went wrong reading the file when the app started; empty if nothing did.
    const QString& loadProblem() const { return loadProblem_; }
    // Counts the controller's match if it is over and was not counted yet (undoing the last
    // move and finishing again counts once), and saves the statistics.
    void matchFinished(MatchController* controller);
    // Opens the Statistics window, or raises it.
    void showWindow();

    StatisticsStore& store() { return store_; }
    // The Statistics window while it is open, else null.
    StatisticsWindow* window() const;

  private:
    void tell(const QString& message);

    const GameCatalog& catalog_;
    QWidget* window_;
    StatisticsStore store_;
    QString loadProblem_;
    QPointer<MatchController> counted_;
    QPointer<StatisticsWindow> statisticsWindow_;
};

}  // namespace lt::shell
