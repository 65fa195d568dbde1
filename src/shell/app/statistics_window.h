// Game → Statistics…: each player's results by game and over all games, the results against
// each computer level, and a reset of every player's statistics.
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace lt::shell {

class GameCatalog;
class StatisticsStore;

class StatisticsWindow : public QDialog {
    Q_OBJECT
  public:
    StatisticsWindow(StatisticsStore& store, const GameCatalog& catalog, QWidget* parent = nullptr);

    // Shows the statistics as they are now (after a game, or a reset).
    void refresh();
    // Forgets every player's statistics and saves that, without asking (the Reset button
    // asks first). Returns an empty string or the reason the file could not be written.
    QString resetAll();

    QComboBox* playerBox() const { return player_; }
    QTableWidget* gamesTable() const { return games_; }
    QTableWidget* levelsTable() const { return levels_; }

  private:
    void showPlayer();
    void askReset();

    StatisticsStore& store_;
    const GameCatalog& catalog_;
    QComboBox* player_;
    QLabel* empty_;
    QTableWidget* games_;
    QTableWidget* levels_;
    QPushButton* reset_;
};

}  // namespace lt::shell
