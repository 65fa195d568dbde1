// The Ship, Captain and Crew table: the log of miles on the left; on the right five dice on a
// sea-green felt. The ship, captain and crew aboard sit on the left of the row, named under
// them, then the other dice (the cargo once all three are aboard). With the crew complete and
// throws left, a human clicks the cargo dice to throw again (or keys 4 and 5), then presses
// "Throw again", or "Sail" to score the cargo. Every choice is checked against the core.
#pragma once

#include <QLabel>
#include <QPushButton>
#include <memory>

#include "base/board_view.h"
#include "games/ship_captain_crew/scc_state.h"

namespace lt::shell {
class DiceView;
class RoundScoresView;
}  // namespace lt::shell

namespace lt::shell::shipcaptaincrew {

class SccBoardView final : public BoardView {
    Q_OBJECT
  public:
    explicit SccBoardView(QWidget* parent = nullptr);

    bool hasRollControl() const override { return true; }

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;

    // The parts, for tests.
    DiceView* diceView() const { return dice_; }
    RoundScoresView* logView() const { return log_; }
    QPushButton* rollButton() const { return roll_; }
    QPushButton* stopButton() const { return stop_; }
    QLabel* turnLabel() const { return turn_; }
    QLabel* helpLabel() const { return help_; }

    QSize sizeHint() const override { return {960, 600}; }

  protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    void refresh();
    void refreshButtons();
    QString statusHelp() const;
    void onHeldToggled(int index, bool held);
    void onRollClicked();
    void onStopClicked();
    // The cargo dice selected to be thrown again.
    lt::shipcaptaincrew::DiceCounts selection() const;
    int aboardCount() const;
    QColor seatColour(PlayerId seat) const;
    // A human seat is to throw in the state shown and no dice are rolling: the controller
    // waits for the board's Roll button.
    bool humanToRoll() const;

    RoundScoresView* log_ = nullptr;
    QLabel* turn_ = nullptr;
    QLabel* help_ = nullptr;
    DiceView* dice_ = nullptr;
    QPushButton* roll_ = nullptr;
    QPushButton* stop_ = nullptr;

    std::unique_ptr<lt::shipcaptaincrew::SccState> state_;
    bool choosing_ = false;   // a human decides about the cargo
    bool rolling_ = false;    // a human is to throw
    bool animating_ = false;  // dice are rolling
};

}  // namespace lt::shell::shipcaptaincrew
