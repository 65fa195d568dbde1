#include "base/board_view.h"

#include <QTimer>

#include "base/board_accessibility.h"

namespace lt::shell {

BoardView::BoardView(QWidget* parent) : QWidget(parent) {
    installBoardAccessibility();
}

void BoardView::animateMove(const State& /*before*/, Move /*move*/, const State& after,
                            PlayerId viewer, double /*pace*/) {
    showState(after, viewer);
    // Queued, so the controller sees the signal after this call returns, as with real animations.
    QTimer::singleShot(0, this, [this] { emit animationFinished(); });
}

QString BoardView::seatName(PlayerId player) const {
    if (player >= 0 && player < static_cast<PlayerId>(seats_.size())) return seats_[player].name;
    return tr("Chance");
}

QString BoardView::describeMove(const State& before, Move move, const State& /*after*/) const {
    return tr("%1: %2").arg(seatName(before.currentActor()),
                            QString::fromStdString(before.moveToString(move)));
}

QString BoardView::moveListText(const State& before, Move move, const State& after) const {
    return describeMove(before, move, after);
}

Sound BoardView::soundFor(const State& before, Move /*move*/, const State& after) const {
    if (after.isTerminal()) return Sound::Win;
    if (before.isChanceNode()) return Sound::Roll;
    return Sound::Move;
}

}  // namespace lt::shell
