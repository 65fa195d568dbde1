#include "games/dice_common/pick_dice_view.h"

#include <QKeyEvent>

#include "games/dice_common/dice_picking.h"
#include "widgets/dice_view.h"

namespace lt::shell::dicecommon {

PickDiceView::PickDiceView(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void PickDiceView::connectInput(QPushButton* stopButton, int stopKey) {
    stopKey_ = stopKey;
    connect(dice_, &DiceView::heldToggled, this, &PickDiceView::onHeldToggled);
    connect(roll_, &QPushButton::clicked, this, &PickDiceView::onRollClicked);
    connect(stopButton, &QPushButton::clicked, this, [this] { stop(); });
}

void PickDiceView::requestMove(PlayerId /*player*/) {
    const State* state = shownState();
    if (!state || state->isTerminal()) return;
    rolling_ = state->isChanceNode();
    choosing_ = !rolling_;
    dice_->setInteractive(choosing_);
    refreshButtons();
    setFocus();
}

void PickDiceView::cancelRequest() {
    rolling_ = choosing_ = false;
    dice_->setInteractive(false);
    refreshButtons();
}

void PickDiceView::onHeldToggled(int index, bool held) {
    // Only the dice from firstPickable() on can be picked, and only while they show a face.
    if (index < firstPickable() || dice_->faces()[index] == 0) {
        undoPick(*dice_, index, held);
        return;
    }
    refreshButtons();
}

void PickDiceView::onRollClicked() {
    if (rolling_) {
        cancelRequest();
        emit rollRequested();
        return;
    }
    rollPicked();
}

void PickDiceView::keyPressEvent(QKeyEvent* event) {
    const PickActions actions{[this] { refreshButtons(); }, [this] { onRollClicked(); },
                              [this] { stop(); }};
    if (!handlePickKey(event->key(), *dice_, choosing_, firstPickable(), stopKey_, actions))
        BoardView::keyPressEvent(event);
}

}  // namespace lt::shell::dicecommon
