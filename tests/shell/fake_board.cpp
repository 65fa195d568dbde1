#include "fake_board.h"

#include <QPainter>

namespace lt::test {

void FakeBoard::showState(const State& state, PlayerId viewer) {
    viewers_.push_back(viewer);
    positions_ = state.scores();
    shown_ = state.toString();
    update();
}

void FakeBoard::animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                            double pace) {
    if (holdAnimations_)
        showState(after, viewer);
    else
        BoardView::animateMove(before, move, after, viewer, pace);
}

void FakeBoard::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), QColor("#e8dcc4"));
    const int n = static_cast<int>(positions_.size());
    for (int s = 0; s < n; ++s) {
        const QColor colour = s < static_cast<int>(seats().size()) ? seats()[s].colour : Qt::gray;
        const int y = 20 + s * 40;
        p.fillRect(QRect(20 + positions_[s] * 30, y, 26, 26), colour);
    }
}

}  // namespace lt::test
