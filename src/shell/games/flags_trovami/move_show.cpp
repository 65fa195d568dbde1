#include "games/flags_trovami/move_show.h"

#include <algorithm>
#include <utility>

namespace lt::shell::flags_trovami {

MoveShow::MoveShow(QObject* owner, FlagDiceView* dice, std::function<void()> finished)
    : finished_(std::move(finished)) {
    QObject::connect(dice, &FlagDiceView::rollFinished, owner, [this] {
        if (active_ && !settle_.isActive()) finish();
    });
    settle_.setSingleShot(true);
    QObject::connect(&settle_, &QTimer::timeout, owner, [this] { finish(); });
}

void MoveShow::begin() {
    settle_.stop();
    active_ = true;
}

void MoveShow::endAfter(int ms) {
    settle_.start(ms);
}

void MoveShow::finish() {
    if (!active_) return;
    active_ = false;
    finished_();
}

std::vector<PlayerId> humanSeats(const std::vector<SeatLook>& seats) {
    std::vector<PlayerId> humans;
    for (PlayerId seat = 0; seat < static_cast<PlayerId>(seats.size()); ++seat)
        if (seats[seat].human) humans.push_back(seat);
    return humans;
}

int pacedMs(int ms, double pace) {
    return std::max(0, static_cast<int>(ms * pace));
}

}  // namespace lt::shell::flags_trovami
