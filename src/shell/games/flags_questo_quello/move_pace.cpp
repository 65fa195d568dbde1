#include "games/flags_questo_quello/move_pace.h"

#include <algorithm>
#include <utility>

namespace lt::shell::flags_questo_quello {

MovePace::MovePace(QObject* owner, FlagDiceView* dice, int afterDiceMs,
                   std::function<void()> finished)
    : dice_(dice) {
    QObject::connect(dice_, &FlagDiceView::rollFinished, owner, [this, afterDiceMs] {
        if (!waitingForDice_) return;
        waitingForDice_ = false;
        finishAfter(afterDiceMs);
    });
    settle_.setSingleShot(true);
    QObject::connect(&settle_, &QTimer::timeout, owner, std::move(finished));
}

void MovePace::finishAfter(int ms) {
    settle_.start(std::max(0, ms));
}

void MovePace::roll(const std::vector<FlagDie>& faces, int ms, bool setIfInstant) {
    if (ms <= 0) {
        if (setIfInstant) dice_->setDice(faces);
        finishAfter(0);
        return;
    }
    waitingForDice_ = true;
    dice_->roll(faces, ms);
}

}  // namespace lt::shell::flags_questo_quello
