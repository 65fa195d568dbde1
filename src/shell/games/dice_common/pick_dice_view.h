// The board both dice games where a human picks some dice of the row are (10 000: the scoring
// dice of the new throw to set aside; Ship, captain and crew: the cargo to throw again): the
// human throws with Roll, picks dice by a click or keys 1 to N, then rolls on or stops (Bank,
// Sail). Shared so that both boards take input, clicks and keys the same way; each subclass
// keeps its own rules, texts (and so its own translations) and state type.
#pragma once

#include <QPushButton>

#include "base/board_view.h"

namespace lt::shell {
class DiceView;
}

namespace lt::shell::dicecommon {

class PickDiceView : public BoardView {
    Q_OBJECT
  public:
    explicit PickDiceView(QWidget* parent = nullptr);

    bool hasRollControl() const override { return true; }
    void requestMove(PlayerId player) override;
    void cancelRequest() override;

    // The parts, for tests.
    DiceView* diceView() const { return dice_; }
    QPushButton* rollButton() const { return roll_; }

  protected:
    // Wires the dice, roll_ and `stop` (made by the subclass first); `stopKey` presses `stop`.
    void connectInput(QPushButton* stop, int stopKey);

    // The state last shown (null before the first).
    virtual const State* shownState() const = 0;
    virtual void refreshButtons() = 0;
    // The dice before this one stay where they are.
    virtual int firstPickable() const = 0;
    // Roll while the human chooses (keep the picked dice and throw on), and the stop button.
    virtual void rollPicked() = 0;
    virtual void stop() = 0;

    void keyPressEvent(QKeyEvent* event) override;
    void onRollClicked();

    DiceView* dice_ = nullptr;
    QPushButton* roll_ = nullptr;
    bool choosing_ = false;  // a human picks dice after a throw
    bool rolling_ = false;   // a human is to throw

  private:
    void onHeldToggled(int index, bool held);

    int stopKey_ = 0;
};

}  // namespace lt::shell::dicecommon
