// A log book for dice games scored turn by turn over a fixed number of rounds (Ship, Captain
// and Crew; No 5, no 2): one column per player, one row per round, the totals at the foot,
// the turn being played marked, and the leaders' totals underlined in gold.
#pragma once

#include <QColor>
#include <QString>
#include <QWidget>
#include <vector>

namespace lt::shell {

struct RoundScoresColumn {
    QString player;
    QColor colour;
    std::vector<int> turns;  // the points of each round played, in order
};

class RoundScoresView : public QWidget {
    Q_OBJECT
  public:
    explicit RoundScoresView(QWidget* parent = nullptr);

    // The heading over the sheet, e.g. "Miles".
    void setTitle(const QString& title);
    void setRoundCount(int rounds);
    void setColumns(const std::vector<RoundScoresColumn>& columns);
    // The box being played (column, round), or (-1, -1) for none.
    void setCurrent(int column, int round);
    // The totals of every column (what the foot row shows).
    std::vector<int> totals() const;

    // Widget geometry of a round's box (row == round count: the total), for tests.
    QRectF boxRect(int column, int row) const;

    QSize sizeHint() const override { return {300, 460}; }
    QSize minimumSizeHint() const override { return {200, 320}; }

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    double titleHeight() const;
    double headerHeight() const;
    double rowHeight() const;
    double labelWidth() const;

    QString title_;
    int rounds_ = 10;
    std::vector<RoundScoresColumn> columns_;
    int currentColumn_ = -1;
    int currentRound_ = -1;
};

}  // namespace lt::shell
