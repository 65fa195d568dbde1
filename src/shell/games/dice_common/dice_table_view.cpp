#include "games/dice_common/dice_table_view.h"

#include <QKeyEvent>
#include <QTimer>

#include "games/dice_common/hand_row.h"
#include "widgets/dice_view.h"
#include "widgets/token_pot_view.h"

namespace lt::shell::dicecommon {

DiceTableView::DiceTableView(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void DiceTableView::setUpTable(int diceCount, const std::vector<QWidget*>& header,
                               QLabel* handsTitle, const std::vector<QPushButton*>& buttons,
                               const QMargins& margins) {
    diceCount_ = diceCount;
    table_ = buildTable(this, header, handsTitle, buttons, margins);
    connect(table_.dice, &DiceView::heldToggled, this, [this] { refreshButtons(); });
    connect(table_.dice, &DiceView::rollFinished, this, [this] {
        if (animating_ && pendingBefore_) finishMove(*pendingBefore_, pendingPace_);
    });
    connect(table_.tokens, &TokenPotView::transferFinished, this, [this] {
        if (animating_) endAnimation();
    });
    connect(roll_, &QPushButton::clicked, this, &DiceTableView::onRollClicked);
    connect(stand_, &QPushButton::clicked, this, &DiceTableView::onStandClicked);
}

void DiceTableView::setSeats(const std::vector<SeatLook>& seats) {
    BoardView::setSeats(seats);
    seatTable(table_, rows_, seats, diceCount_);
}

QColor DiceTableView::seatColour(PlayerId seat) const {
    if (seat >= 0 && seat < static_cast<PlayerId>(seats().size())) return seats()[seat].colour;
    return defaultSeatColour(seat);
}

void DiceTableView::ensureSeats(int numPlayers) {
    if (table_.tokens->seatCount() == numPlayers) return;
    std::vector<SeatLook> looks = seats();
    for (PlayerId seat = static_cast<PlayerId>(looks.size()); seat < numPlayers; ++seat)
        looks.push_back({seatName(seat), seatColour(seat), false});
    setSeats(looks);
}

void DiceTableView::showBigDice(bool throwing, bool awaitingThrow, const std::vector<int>& dice,
                                const std::vector<int>& kept, PlayerId seatToPlay) {
    std::vector<int> faces(diceCount_, 0);
    std::vector<bool> held(diceCount_, false);
    if (throwing) {
        if (!awaitingThrow) {
            faces = dice;
        } else {
            for (std::size_t i = 0; i < kept.size(); ++i) faces[i] = kept[i], held[i] = true;
        }
    }
    table_.dice->setFaces(faces);
    table_.dice->setHeld(held);
    table_.dice->setHighlighted(std::vector<bool>(diceCount_, false));
    table_.dice->setHeldColour(seatColour(seatToPlay));
}

bool DiceTableView::humanToRoll() const {
    // The controller asks no move of a human for his own roll: the board offers Roll itself.
    if (rolling_) return true;
    const State* state = shownState();
    return state && !animating_ && humanSeatRolls(*state, seats());
}

void DiceTableView::startRequest(bool rolling, bool choosing) {
    rolling_ = rolling;
    choosing_ = choosing;
    table_.dice->setInteractive(choosing_);
    refreshButtons();
    setFocus();
}

void DiceTableView::cancelRequest() {
    rolling_ = choosing_ = false;
    table_.dice->setInteractive(false);
    refreshButtons();
}

int DiceTableView::diceToThrowAgain() const {
    return lt::dice::diceTotal(unheldDice(*table_.dice));
}

void DiceTableView::onRollClicked() {
    if (humanToRoll()) {
        cancelRequest();
        emit rollRequested();
        return;
    }
    if (choosing_) chooseReroll(unheldDice(*table_.dice));
}

void DiceTableView::onStandClicked() {
    if (choosing_) chooseStand();
}

void DiceTableView::keyPressEvent(QKeyEvent* event) {
    switch (readTableKey(event->key(), *table_.dice, choosing_)) {
        case TableKey::Held:
            refreshButtons();
            return;
        case TableKey::Roll:
            onRollClicked();
            return;
        case TableKey::Stand:
            onStandClicked();
            return;
        case TableKey::None:
            break;
    }
    BoardView::keyPressEvent(event);
}

void DiceTableView::beginAnimation(const State& before, const State& after, PlayerId viewer,
                                   double pace) {
    animating_ = true;  // first: the Roll button stays off until the animation ends
    showState(after, viewer);
    pendingBefore_ = before.clone();
    pendingPace_ = pace;
}

void DiceTableView::endAnimation() {
    animating_ = false;
    pendingBefore_.reset();
    refreshButtons();
    QTimer::singleShot(0, this, [this] { emit animationFinished(); });
}

}  // namespace lt::shell::dicecommon
