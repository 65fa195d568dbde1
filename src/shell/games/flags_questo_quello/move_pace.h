// When a flag table's animation of a move is over (Questo e quello, Un due tre): after a pause,
// or after the dice of the move have rolled and landed and a shorter pause. Shared so both
// tables pace their moves alike.
#pragma once

#include <QObject>
#include <QTimer>
#include <functional>
#include <vector>

#include "widgets/flag_dice_view.h"

namespace lt::shell::flags_questo_quello {

class MovePace {
  public:
    // `finished` runs when an animation is over; `afterDiceMs` is the pause once `dice` land.
    MovePace(QObject* owner, FlagDiceView* dice, int afterDiceMs, std::function<void()> finished);

    // The animation ends after `ms` (at once for 0 or less).
    void finishAfter(int ms);
    // The dice roll to `faces` for `ms`, then the animation ends. With no time to roll they
    // are set at once when `setIfInstant`, and the animation ends at once.
    void roll(const std::vector<FlagDie>& faces, int ms, bool setIfInstant);

  private:
    FlagDiceView* dice_;
    QTimer settle_;
    bool waitingForDice_ = false;
};

}  // namespace lt::shell::flags_questo_quello
