// The dice poker table: every seat's tokens around the pot, the hands shown so far this round,
// and five big dice for the player throwing. A human sets the stake with two buttons, throws
// with Roll, clicks the dice to keep (or keys 1-5), then presses "Roll again" or "Stand".
// Every choice is checked against the core's legal moves.
#pragma once

#include <QLabel>
#include <QPushButton>
#include <memory>
#include <vector>

#include "base/board_view.h"
#include "games/dice_common/dice_table.h"
#include "games/dice_poker/poker_state.h"

namespace lt::shell {
class DiceView;
class TokenPotView;
}  // namespace lt::shell

namespace lt::shell::dicecommon {
class HandRow;
}

namespace lt::shell::dicepoker {

using dicecommon::HandRow;

class PokerBoardView final : public BoardView {
    Q_OBJECT
  public:
    explicit PokerBoardView(QWidget* parent = nullptr);

    bool hasRollControl() const override { return true; }

    void setSeats(const std::vector<SeatLook>& seats) override;
    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;

    // The parts, for tests.
    DiceView* diceView() const { return table_.dice; }
    TokenPotView* tokenView() const { return table_.tokens; }
    QPushButton* rollButton() const { return roll_; }
    QPushButton* standButton() const { return stand_; }
    QPushButton* stakeButton(int stake) const { return stake == 1 ? stake1_ : stake2_; }
    QLabel* turnLabel() const { return table_.turn; }
    HandRow* handRow(int seat) const { return rows_.at(seat); }

    QSize sizeHint() const override { return {960, 620}; }

  protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    void refreshTexts();
    void refreshRows();
    void refreshButtons();
    void onRollClicked();
    // A human is to throw: asked by the controller, or a human seat's roll is pending.
    bool humanToRoll() const;
    void onStandClicked();
    void onStake(int stake);
    void emitMove(const lt::dicepoker::PokerMove& move);
    // After the dice or a stand: moves the pot to the round's winner if the move ended a round.
    void finishMove(const lt::dicepoker::PokerState& before, double pace);
    QColor seatColour(PlayerId seat) const;
    // "two pairs", translated.
    QString combinationText(const lt::dicepoker::DiceCounts& hand) const;

    // The turn line, tokens, hands list, big dice and help line (dicecommon::buildTable).
    dicecommon::TableParts table_;
    std::vector<HandRow*> rows_;
    QPushButton* roll_ = nullptr;
    QPushButton* stand_ = nullptr;
    QPushButton* stake1_ = nullptr;
    QPushButton* stake2_ = nullptr;

    std::unique_ptr<lt::dicepoker::PokerState> state_;
    PlayerId viewer_ = 0;
    bool rolling_ = false;   // a human is to throw
    bool choosing_ = false;  // a human keeps dice or stands
    bool staking_ = false;   // a human sets the stake
    // Set while an animation waits for the dice or the chips; cleared when it reports its end.
    bool animating_ = false;
    std::unique_ptr<lt::dicepoker::PokerState> pendingBefore_;
    double pendingPace_ = 1;
};

}  // namespace lt::shell::dicepoker
