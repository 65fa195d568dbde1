// The 421 table: the pot of 21 tokens and every seat's tokens, the throws of the round, and
// three big dice for the player throwing. In the charge each player just presses Roll once; in
// the discharge a human clicks the dice to keep (or keys 1-3), then presses "Roll again", and
// the round's leader may "Stand". Every choice is checked against the core's legal moves.
#pragma once

#include <QLabel>
#include <memory>

#include "games/dice_421/state.h"
#include "games/dice_common/dice_table_view.h"

namespace lt::shell::dice421 {

using dicecommon::HandRow;

class Board421View final : public dicecommon::DiceTableView {
    Q_OBJECT
  public:
    explicit Board421View(QWidget* parent = nullptr);

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void showHint(Move move) override;
    QString describeMove(const State& before, Move move, const State& after) const override;

    // For tests (the other parts: DiceTableView).
    QLabel* helpLabel() const { return table_.help; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    const State* shownState() const override { return state_.get(); }
    void refreshButtons() override;
    void chooseReroll(lt::dice::DiceCounts again) override;
    void chooseStand() override;
    // After the dice or a stand: moves the round's tokens if the move ended a round.
    void finishMove(const State& before, double pace) override;

  private:
    void refreshTexts();
    void refreshRows();
    void emitMove(const lt::dice421::Move421& move);
    // "116 · 6 tokens", translated.
    QString handCaption(const lt::dice421::DiceCounts& hand) const;

    QLabel* stage_ = nullptr;
    std::unique_ptr<lt::dice421::State421> state_;
    PlayerId viewer_ = 0;
};

}  // namespace lt::shell::dice421
