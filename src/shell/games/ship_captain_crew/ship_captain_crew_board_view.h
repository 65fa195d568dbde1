// The Ship, Captain and Crew table: the log of miles on the left; on the right five dice on a
// sea-green felt. The ship, captain and crew aboard sit on the left of the row, named under
// them, then the other dice (the cargo once all three are aboard). With the crew complete and
// throws left, a human clicks the cargo dice to throw again (or keys 4 and 5), then presses
// "Throw again", or "Sail" to score the cargo. Every choice is checked against the core.
#pragma once

#include <QLabel>
#include <QPushButton>
#include <memory>

#include "games/dice_common/pick_dice_view.h"
#include "games/ship_captain_crew/state.h"

namespace lt::shell {
class RoundScoresView;
}

namespace lt::shell::shipcaptaincrew {

class SccBoardView final : public dicecommon::PickDiceView {
    Q_OBJECT
  public:
    explicit SccBoardView(QWidget* parent = nullptr);

    void showState(const State& state, PlayerId viewer) override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;

    // For tests (the other parts: PickDiceView).
    RoundScoresView* logView() const { return log_; }
    QPushButton* stopButton() const { return stop_; }
    QLabel* turnLabel() const { return turn_; }
    QLabel* helpLabel() const { return help_; }

    QSize sizeHint() const override { return {960, 600}; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    const State* shownState() const override { return state_.get(); }
    void refreshButtons() override;
    int firstPickable() const override;
    void rollPicked() override;  // throw the picked cargo again
    void stop() override;        // sail

  private:
    void refresh();
    QString statusHelp() const;
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
    QPushButton* stop_ = nullptr;

    std::unique_ptr<lt::shipcaptaincrew::SccState> state_;
    bool animating_ = false;  // dice are rolling
};

}  // namespace lt::shell::shipcaptaincrew
