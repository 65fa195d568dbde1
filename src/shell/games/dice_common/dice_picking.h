// What the boards where a human picks some dice of the row share (10 000: the scoring dice of
// the new throw to set aside; Ship, captain and crew: the cargo to throw again): the dice
// before `first` are fixed, the others are picked by a click or by keys 1 to N, and Enter or
// Space throws. Shared so that both boards read clicks, keys and hints the same way.
#pragma once

#include <functional>

#include "games/dice_common/dice_counts.h"

namespace lt::shell {
class DiceView;
}

namespace lt::shell::dicecommon {

// The faces of the dice picked from `first` on, as counts.
lt::dice::DiceCounts pickedDice(const DiceView& dice, int first);
// Shows a hint: picks the dice of `counts` from `first` on (leftmost first), drops the rest.
void pickDice(DiceView& dice, lt::dice::DiceCounts counts, int first);
// Takes back a click (DiceView::heldToggled) on die `index`, which cannot be picked.
void undoPick(DiceView& dice, int index, bool held);

// What the board does after a key.
struct PickActions {
    std::function<void()> picked;  // a die was picked or dropped
    std::function<void()> roll;
    std::function<void()> stop;
};
// Handles `key` on such a board: while the player chooses, 1 to N pick or drop a die from
// `first` on that shows a face (and do nothing on the others); Enter or Space throw;
// `stopKey` ends the turn. False for the keys the board leaves alone.
bool handlePickKey(int key, DiceView& dice, bool choosing, int first, int stopKey,
                   const PickActions& actions);

}  // namespace lt::shell::dicecommon
