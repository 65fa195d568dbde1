// The board both token-and-pot dice tables (dice poker, 421) are: a human throws with Roll,
// keeps dice with a click or keys 1-N, throws the others again or stands, and the table shows
// the throw, then the tokens of a finished round. Shared so the two boards drive their dice,
// keys and animations the same way; each subclass keeps its own rules, texts (and so its own
// translations) and state type.
#pragma once

#include <QLabel>
#include <QMargins>
#include <QPushButton>
#include <memory>
#include <vector>

#include "base/board_view.h"
#include "games/dice_common/dice_counts.h"
#include "games/dice_common/dice_table.h"

namespace lt::shell::dicecommon {

class HandRow;

class DiceTableView : public BoardView {
    Q_OBJECT
  public:
    explicit DiceTableView(QWidget* parent = nullptr);

    bool hasRollControl() const override { return true; }
    void setSeats(const std::vector<SeatLook>& seats) override;
    void cancelRequest() override;

    // The parts, for tests.
    DiceView* diceView() const { return table_.dice; }
    TokenPotView* tokenView() const { return table_.tokens; }
    QPushButton* rollButton() const { return roll_; }
    QPushButton* standButton() const { return stand_; }
    QLabel* turnLabel() const { return table_.turn; }
    HandRow* handRow(int seat) const { return rows_.at(seat); }

    QSize sizeHint() const override { return {960, 620}; }

  protected:
    // Lays the table out (buildTable) with `diceCount` big dice, and wires the dice, the
    // tokens and the roll_ and stand_ buttons (which the subclass makes, and names, first).
    void setUpTable(int diceCount, const std::vector<QWidget*>& header, QLabel* handsTitle,
                    const std::vector<QPushButton*>& buttons, const QMargins& margins);

    // The state last shown (null before the first).
    virtual const State* shownState() const = 0;
    virtual void refreshButtons() = 0;
    // The human chose to throw `again` once more, or to stand: the subclass emits its move.
    virtual void chooseReroll(lt::dice::DiceCounts again) = 0;
    virtual void chooseStand() = 0;
    // After the dice of animateMove() (or at once for a move without dice): moves the tokens
    // of a round that ended, or ends the animation.
    virtual void finishMove(const State& before, double pace) = 0;

    void keyPressEvent(QKeyEvent* event) override;

    QColor seatColour(PlayerId seat) const;
    // Gives the seats the shell did not name a default look, so every seat has its tokens.
    void ensureSeats(int numPlayers);
    // The big dice: the thrower's `dice` once thrown, or the `kept` faces raised before a
    // throw (`awaitingThrow`); blank when no one `throwing`.
    void showBigDice(bool throwing, bool awaitingThrow, const std::vector<int>& dice,
                     const std::vector<int>& kept, PlayerId seatToPlay);
    // A human is to throw: asked by the controller, or a human seat's roll is pending.
    bool humanToRoll() const;
    // Input on: a throw to make (`rolling`) or dice to keep (`choosing`).
    void startRequest(bool rolling, bool choosing);
    // How many dice a re-throw now would throw (the dice not held).
    int diceToThrowAgain() const;
    // animateMove()'s start: shows `after`, keeping `before` for finishMove().
    void beginAnimation(const State& before, const State& after, PlayerId viewer, double pace);
    void endAnimation();

    void onRollClicked();
    void onStandClicked();

    // The turn line, tokens, hands list, big dice and help line (buildTable).
    TableParts table_;
    std::vector<HandRow*> rows_;
    QPushButton* roll_ = nullptr;
    QPushButton* stand_ = nullptr;
    bool rolling_ = false;   // a human is to throw
    bool choosing_ = false;  // a human keeps dice or stands
    // Set while an animation waits for the dice or the chips; cleared when it reports its end.
    bool animating_ = false;

  private:
    int diceCount_ = 0;
    std::unique_ptr<State> pendingBefore_;
    double pendingPace_ = 1;
};

}  // namespace lt::shell::dicecommon
