// The dice poker table: every seat's tokens around the pot, the hands shown so far this round,
// and five big dice for the player throwing. A human sets the stake with two buttons, throws
// with Roll, clicks the dice to keep (or keys 1-5), then presses "Roll again" or "Stand".
// Every choice is checked against the core's legal moves.
#pragma once

#include <QPushButton>
#include <memory>

#include "games/dice_common/dice_table_view.h"
#include "games/dice_poker/state.h"

namespace lt::shell::dicepoker {

using dicecommon::HandRow;

class PokerBoardView final : public dicecommon::DiceTableView {
    Q_OBJECT
  public:
    explicit PokerBoardView(QWidget* parent = nullptr);

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;

    // For tests (the other parts: DiceTableView).
    QPushButton* stakeButton(int stake) const { return stake == 1 ? stake1_ : stake2_; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    const State* shownState() const override { return state_.get(); }
    void refreshButtons() override;
    void chooseReroll(lt::dice::DiceCounts again) override;
    void chooseStand() override;
    // After the dice or a stand: moves the pot to the round's winner if the move ended a round.
    void finishMove(const State& before, double pace) override;

  private:
    void refreshTexts();
    void refreshRows();
    void onStake(int stake);
    void emitMove(const lt::dicepoker::PokerMove& move);
    // "two pairs", translated.
    QString combinationText(const lt::dicepoker::DiceCounts& hand) const;

    QPushButton* stake1_ = nullptr;
    QPushButton* stake2_ = nullptr;

    std::unique_ptr<lt::dicepoker::PokerState> state_;
    PlayerId viewer_ = 0;
    bool staking_ = false;  // a human sets the stake
};

}  // namespace lt::shell::dicepoker
