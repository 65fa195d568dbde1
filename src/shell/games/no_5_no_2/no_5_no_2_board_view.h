// The No 5, no 2 table: the log of points on the left; on the right the turn total and the
// dice on the felt. The last throw's scoring dice glow; its 2s and 5s stay plain and are set
// aside, leaving an empty place for each die out of play. There is nothing to decide: a human
// presses Roll (or Space) for every throw until all dice are set aside.
#pragma once

#include <QLabel>
#include <QPushButton>
#include <memory>

#include "base/board_view.h"
#include "games/no_5_no_2/state.h"

namespace lt::shell {
class DiceView;
class RoundScoresView;
}  // namespace lt::shell

namespace lt::shell::no5no2 {

class N52BoardView final : public BoardView {
    Q_OBJECT
  public:
    explicit N52BoardView(QWidget* parent = nullptr);

    bool hasRollControl() const override { return true; }

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    QString describeMove(const State& before, Move move, const State& after) const override;

    // The parts, for tests.
    DiceView* diceView() const { return dice_; }
    RoundScoresView* logView() const { return log_; }
    QPushButton* rollButton() const { return roll_; }
    QLabel* turnLabel() const { return turn_; }
    QLabel* totalLabel() const { return total_; }
    QLabel* helpLabel() const { return help_; }

    QSize sizeHint() const override { return {960, 600}; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    void refresh();
    QString throwSummary() const;
    QColor seatColour(PlayerId seat) const;
    // A human seat is to throw in the state shown and no dice are rolling: the controller
    // waits for the board's Roll button.
    bool humanToRoll() const;

    RoundScoresView* log_ = nullptr;
    QLabel* turn_ = nullptr;
    QLabel* total_ = nullptr;
    QLabel* help_ = nullptr;
    DiceView* dice_ = nullptr;
    QPushButton* roll_ = nullptr;

    std::unique_ptr<lt::no5no2::N52State> state_;
    bool rolling_ = false;    // a human is to throw
    bool animating_ = false;  // dice are rolling
};

}  // namespace lt::shell::no5no2
