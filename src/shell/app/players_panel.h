// The side panel's list of players: colour chip, name, human or computer (level), score, and
// whose turn it is; places once the game is over. It scrolls when the seats do not fit (six
// or ten players on a 1024 × 600 screen), keeping the row of the seat to act in sight.
#pragma once

#include <QScrollArea>
#include <vector>

#include "app/game_catalog.h"
#include "framework/match.h"

class QFrame;
class QLabel;

namespace lt::shell {

class PlayersPanel : public QScrollArea {
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

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  private:
    struct Row {
        QFrame* frame;
        QLabel* name;
        QLabel* role;
        QLabel* score;
    };
    QWidget* rowsWidget_;
    std::vector<Row> rows_;
    int highlighted_ = -1;
};

}  // namespace lt::shell
