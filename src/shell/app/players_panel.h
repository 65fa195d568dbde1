// The side panel's list of players: colour chip, name, human or computer (level), score, and
// whose turn it is; places once the game is over.
#pragma once

#include <QFrame>
#include <vector>

#include "app/game_catalog.h"
#include "framework/match.h"

class QLabel;

namespace lt::shell {

class PlayersPanel : public QFrame {
    Q_OBJECT
  public:
    explicit PlayersPanel(QWidget* parent = nullptr);

    // Rebuilds the rows for a new match.
    void setMatch(const Match& match, const CatalogEntry& entry);
    // Refreshes turn, scores and places from the match's current state.
    void refresh(const Match& match);

    // Index of the highlighted row (the seat to act), or -1: tests read it.
    int highlightedSeat() const { return highlighted_; }
    QString scoreText(int seat) const;

  private:
    struct Row {
        QFrame* frame;
        QLabel* name;
        QLabel* role;
        QLabel* score;
    };
    std::vector<Row> rows_;
    int highlighted_ = -1;
};

}  // namespace lt::shell
