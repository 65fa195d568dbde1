#include "games/dice_common/dice_picking.h"

#include "widgets/dice_view.h"

namespace lt::shell::dicecommon {

lt::dice::DiceCounts pickedDice(const DiceView& dice, int first) {
    lt::dice::DiceCounts picked{};
    const auto& held = dice.held();
    const auto& faces = dice.faces();
    for (int i = first; i < static_cast<int>(faces.size()); ++i)
        if (i < static_cast<int>(held.size()) && held[i] && faces[i] > 0) ++picked[faces[i] - 1];
    return picked;
}

void pickDice(DiceView& dice, lt::dice::DiceCounts counts, int first) {
    const auto& faces = dice.faces();
    std::vector<bool> held(faces.size(), false);
    for (int i = first; i < static_cast<int>(faces.size()); ++i)
        if (faces[i] > 0 && counts[faces[i] - 1] > 0) --counts[faces[i] - 1], held[i] = true;
    dice.setHeld(held);
}

void undoPick(DiceView& dice, int index, bool held) {
    std::vector<bool> restore = dice.held();
    restore[index] = !held;
    dice.setHeld(restore);
}

bool handlePickKey(int key, DiceView& dice, bool choosing, int first, int stopKey,
                   const PickActions& actions) {
    const int index = key - Qt::Key_1;
    if (choosing && index >= 0 && index < static_cast<int>(dice.faces().size())) {
        if (index < first || dice.faces()[index] == 0) return true;
        std::vector<bool> held = dice.held();
        held[index] = !held[index];
        dice.setHeld(held);
        actions.picked();
    } else if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
        actions.roll();
    } else if (key == stopKey) {
        actions.stop();
    } else {
        return false;
    }
    return true;
}

}  // namespace lt::shell::dicecommon
