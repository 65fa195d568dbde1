// The 10 000 table: the banked scores, the turn total, and five dice on green felt. The dice
// set aside earlier in the turn sit raised on the left; a human picks the scoring dice of the
// new throw by clicking them (or keys 1-5), then presses "Keep and roll" or "Keep and bank".
// Every choice is checked against the core's legal moves.
#pragma once

#include <QLabel>
#include <QPushButton>
#include <memory>
#include <optional>

#include "games/dice_10000/state.h"
#include "games/dice_common/pick_dice_view.h"

namespace lt::shell::dice10000 {

class TenkBoardView final : public dicecommon::PickDiceView {
    Q_OBJECT
  public:
    explicit TenkBoardView(QWidget* parent = nullptr);

    void showState(const State& state, PlayerId viewer) override;
    void requestRoll(PlayerId roller) override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;

    // For tests (the other parts: PickDiceView).
    QPushButton* bankButton() const { return bank_; }
    QLabel* scoresLabel() const { return scores_; }
    QLabel* turnLabel() const { return turn_; }

    QSize sizeHint() const override { return {900, 560}; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    const State* shownState() const override { return state_.get(); }
    void refreshButtons() override;
    int firstPickable() const override { return setAsideCount(); }
    void rollPicked() override;  // keep and roll
    void stop() override;        // keep and bank

  private:
    void refresh();
    // The keep the selected dice stand for (empty counts when none is selected).
    lt::dice10000::DiceCounts selection() const;
    int setAsideCount() const;

    QLabel* scores_ = nullptr;
    QLabel* turn_ = nullptr;
    QLabel* help_ = nullptr;
    QPushButton* bank_ = nullptr;

    std::unique_ptr<lt::dice10000::TenkState> state_;
    std::vector<int> thrownFaces_;  // the new throw's dice, by position after the set-aside ones
    PlayerId viewer_ = 0;
};

}  // namespace lt::shell::dice10000
