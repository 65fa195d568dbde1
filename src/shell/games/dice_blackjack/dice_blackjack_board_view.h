// The Dice Black Jack table: every player's tokens around the pot, the round's score card,
// and the three dice with the running score of the player throwing. A human throws with
// "Roll", then stops or throws 1, 2 or 3 more dice (buttons or keys S, 1, 2, 3); a further
// throw is one gesture (choice and roll). Busts fly a token to the pot, and the end of a
// round flies the pot and the losers' tokens to the winner.
#pragma once

#include <QLabel>
#include <QPushButton>
#include <array>
#include <deque>
#include <memory>

#include "base/board_view.h"
#include "games/dice_blackjack/state.h"
#include "widgets/token_pot_view.h"

namespace lt::shell {
class DiceView;
}

namespace lt::shell::diceblackjack {

class RoundTable;

class BlackjackBoardView final : public BoardView {
    Q_OBJECT
  public:
    explicit BlackjackBoardView(QWidget* parent = nullptr);

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
    DiceView* diceView() const { return dice_; }
    TokenPotView* tokenView() const { return tokens_; }
    RoundTable* roundTable() const { return table_; }
    QPushButton* rollButton() const { return roll_; }
    QPushButton* stopButton() const { return stop_; }
    QPushButton* moreButton(int dice) const { return more_.at(dice - 1); }
    QLabel* statusLabel() const { return status_; }
    QLabel* totalLabel() const { return total_; }

    QSize sizeHint() const override { return {960, 600}; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    void display(const lt::diceblackjack::BlackjackState& state, PlayerId viewer);
    QColor seatColour(PlayerId seat) const;
    bool isHumanSeat(PlayerId seat) const;
    void showTokens(const lt::diceblackjack::BlackjackState& state);
    void refreshDice();
    void refreshTable();
    void refreshTexts();
    void refreshButtons();
    void choose(const lt::diceblackjack::BjMove& move);
    void onRollClicked();
    // Token flights the move causes: the bust's payment, then the round's settlement, then
    // the pot to the last player left.
    std::deque<std::vector<TokenPotView::Transfer>> transfersOf(
        const lt::diceblackjack::BlackjackState& before, const lt::diceblackjack::BjMove& move,
        const lt::diceblackjack::BlackjackState& after) const;
    void runTransfers();
    void finishAnimation();
    // Texts shared by the status line and the move descriptions.
    QString roundSummary(const lt::diceblackjack::RoundResult& result) const;
    QString namesOf(const std::vector<PlayerId>& seats) const;
    QString bestSoFar(const lt::diceblackjack::BlackjackState& state) const;

    QLabel* title_ = nullptr;
    QLabel* status_ = nullptr;
    TokenPotView* tokens_ = nullptr;
    RoundTable* table_ = nullptr;
    DiceView* dice_ = nullptr;
    QLabel* total_ = nullptr;
    QLabel* throws_ = nullptr;
    QLabel* help_ = nullptr;
    QPushButton* roll_ = nullptr;
    QPushButton* stop_ = nullptr;
    std::array<QPushButton*, lt::diceblackjack::kMaxDice> more_{};

    std::unique_ptr<lt::diceblackjack::BlackjackState> state_;
    PlayerId viewer_ = 0;
    bool deciding_ = false;         // a human chooses to stop or throw on
    bool againChosenHere_ = false;  // the "throw more" was this board's: roll at once
    // The animation under way: what to show when it ends, the flights still to make.
    std::unique_ptr<lt::diceblackjack::BlackjackState> afterAnimation_;
    std::deque<std::vector<TokenPotView::Transfer>> pendingTransfers_;
    double pace_ = 1;
};

}  // namespace lt::shell::diceblackjack
