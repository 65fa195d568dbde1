// The Trovami! board. The red cards lie across the middle, the blue dice above them on the
// right, the players and their piles below. Rolling: the roller's Roll button (or his buzzer
// key). Racing, on one keyboard: a human presses his buzzer key (1, 4, 7, 0), then within 3 s
// the letter of a card to touch it, or F1-F10 to book and name who has the card; a booking
// not named in time counts as a wrong name (digest §5.3). With a single human no buzzer is
// needed, and the mouse always belongs to the first human: click a card to touch it, a name
// to book.
#pragma once

#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <memory>
#include <optional>
#include <vector>

#include "base/board_view.h"
#include "games/flags/flag_texts.h"
#include "games/flags_trovami/move_show.h"
#include "games/flags_trovami/seats_view.h"
#include "games/flags_trovami/state.h"
#include "games/flags_trovami/table_view.h"

namespace lt::shell {
class FlagDiceView;
}

namespace lt::shell::flags_trovami {

class TrovamiBoardView final : public BoardView {
    Q_OBJECT
  public:
    explicit TrovamiBoardView(QWidget* parent = nullptr);
    ~TrovamiBoardView() override;

    void setSeats(const std::vector<SeatLook>& seats) override;
    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    bool hasRollControl() const override { return true; }
    QString describeMove(const State& before, Move move, const State& after) const override;
    Sound soundFor(const State& before, Move move, const State& after) const override;

    // For tests.
    TrovamiTableView* tableView() const { return table_; }
    TrovamiSeatsView* seatsView() const { return seatsView_; }
    FlagDiceView* diceView() const { return dice_; }
    QPushButton* rollButton() const { return roll_; }
    QString promptText() const { return prompt_->text(); }
    // The human whose buzzer is down, if any.
    std::optional<PlayerId> buzzing() const { return buzzer_; }

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void keyPressEvent(QKeyEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

  private:
    bool raceOpen() const;
    void refresh();
    void refreshSeats();
    void buzz(PlayerId human);
    void closeBuzz();
    void onBuzzTimeout();
    // Who acts with the letter keys and the mouse now: the human whose buzzer is down, else
    // the only human, else nobody (several humans must buzz first).
    std::optional<PlayerId> picker(bool mouse) const;
    void touch(int slot, bool mouse);
    void book(PlayerId named, bool mouse);
    void claim(PlayerId player, Move move);
    QString countryName(int card) const;
    QString faceNames(const lt::flags_trovami::TrovamiState& state) const;

    lt::shell::flags::FlagTexts texts_;
    std::unique_ptr<lt::flags_trovami::TrovamiState> state_;
    std::vector<PlayerId> humans_;  // human seats, in seat order: buzzer keys 1, 4, 7, 0
    QLabel* prompt_;
    QLabel* help_;
    TrovamiTableView* table_;
    TrovamiSeatsView* seatsView_;
    FlagDiceView* dice_;
    QPushButton* roll_;
    std::optional<PlayerId> buzzer_;
    QTimer buzzTimer_;
    QTimer raceClock_;  // the race's time limit when a human holds the race clock
    std::optional<PlayerId> clockHolder_;
    std::unique_ptr<MoveShow> show_;  // a move being shown keeps input shut
    std::vector<TrovamiTableView::Mark> marks_;
};

}  // namespace lt::shell::flags_trovami
