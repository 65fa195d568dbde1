// How a real-time flag table (Trovami!, Urla!) shows a move: from the move on the table is
// animating, and input stays shut, until a pause ends or, for a roll, the dice land; then it
// reports the end. Shared so both tables open and close their races alike.
#pragma once

#include <QObject>
#include <QTimer>
#include <functional>
#include <vector>

#include "base/board_view.h"
#include "widgets/flag_dice_view.h"

namespace lt::shell::flags_trovami {

class MoveShow {
  public:
    // `finished` runs once a shown move is over.
    MoveShow(QObject* owner, FlagDiceView* dice, std::function<void()> finished);

    // A move is shown from now on (a pause still running is dropped).
    void begin();
    // The move is over after `ms` of pause (when no dice roll).
    void endAfter(int ms);
    bool active() const { return active_; }

  private:
    void finish();

    QTimer settle_;
    bool active_ = false;
    std::function<void()> finished_;
};

// The seats a human plays, in seat order.
std::vector<PlayerId> humanSeats(const std::vector<SeatLook>& seats);

// `ms` at `pace` (1 normal, 0 instant), never below 0.
int pacedMs(int ms, double pace);

}  // namespace lt::shell::flags_trovami
