// The 421 table: the pot of 21 tokens and every seat's tokens, the throws of the round, and
// three big dice for the player throwing. In the charge each player just presses Roll once; in
// the discharge a human clicks the dice to keep (or keys 1-3), then presses "Roll again", and
// the round's leader may "Stand". Every choice is checked against the core's legal moves.
#pragma once

#include <QLabel>
#include <QPushButton>
#include <memory>
#include <vector>

#include "base/board_view.h"
#include "games/dice_421/state.h"
#include "games/dice_common/dice_table.h"

namespace lt::shell {
class DiceView;
class TokenPotView;
}  // namespace lt::shell

namespace lt::shell::dicecommon {
class HandRow;
}

namespace lt::shell::dice421 {

using dicecommon::HandRow;

class Board421View final : public BoardView {
    Q_OBJECT
  public:
    explicit Board421View(QWidget* parent = nullptr);

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
    QLabel* turnLabel() const { return table_.turn; }
    QLabel* helpLabel() const { return table_.help; }
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
    void emitMove(const lt::dice421::Move421& move);
    // After the dice or a stand: moves the round's tokens if the move ended a round.
    void finishMove(const lt::dice421::State421& before, double pace);
    QColor seatColour(PlayerId seat) const;
    // "116 · 6 tokens", translated.
    QString handCaption(const lt::dice421::DiceCounts& hand) const;

    QLabel* stage_ = nullptr;
    // The turn line, tokens, hands list, big dice and help line (dicecommon::buildTable).
    dicecommon::TableParts table_;
    std::vector<HandRow*> rows_;
    QPushButton* roll_ = nullptr;
    QPushButton* stand_ = nullptr;

    std::unique_ptr<lt::dice421::State421> state_;
    PlayerId viewer_ = 0;
    bool rolling_ = false;   // a human is to throw
    bool choosing_ = false;  // a human keeps dice (or stands, as leader)
    bool animating_ = false;
    std::unique_ptr<lt::dice421::State421> pendingBefore_;
    double pendingPace_ = 1;
};

}  // namespace lt::shell::dice421
