#include "games/chess/clock.h"

#include <algorithm>

namespace lt::shell::chess {

using lt::chess::Color;

namespace {
// Often enough for tenths of a second under ten seconds, cheap otherwise.
constexpr int kTickMs = 100;

QString twoDigits(std::int64_t value) {
    return QString::number(value).rightJustified(2, QLatin1Char('0'));
}
}  // namespace

ChessClock::ChessClock(QObject* parent) : QObject(parent) {
    ticker_.setInterval(kTickMs);
    connect(&ticker_, &QTimer::timeout, this, &ChessClock::tick);
}

void ChessClock::setTimeControl(const lt::chess::TimeControl& control) {
    control_ = control;
    remaining_[0] = remaining_[1] = control.baseMs;
    stop();
}

std::int64_t ChessClock::remainingMs(Color side) const {
    std::int64_t left = remaining_[side];
    if (running_ == side) left -= since_.elapsed();
    return std::max<std::int64_t>(0, left);
}

void ChessClock::setRemainingMs(Color side, std::int64_t ms) {
    settle();
    remaining_[side] = ms;
    emit ticked();
}

void ChessClock::settle() {
    if (!running_) return;
    remaining_[*running_] -= since_.restart();
}

void ChessClock::run(Color side) {
    if (running_ == side) return;
    settle();
    running_ = side;
    since_.start();
    ticker_.start();
    emit ticked();
    // A side whose time is already gone (a computer that moved on its last millisecond, a
    // resumed game at 0:00) falls now, not at the next tick: its move may come sooner.
    if (remaining_[side] <= 0) QTimer::singleShot(0, this, &ChessClock::tick);
}

void ChessClock::moveMade(Color mover, Color next) {
    settle();
    // A fallen flag is not raised again by the increment.
    if (remaining_[mover] > 0) remaining_[mover] += control_.incrementMs;
    running_.reset();
    run(next);
}

void ChessClock::stop() {
    settle();
    running_.reset();
    ticker_.stop();
    emit ticked();
}

void ChessClock::tick() {
    emit ticked();
    if (running_ && remainingMs(*running_) <= 0) emit flagFell(*running_);
}

QString ChessClock::format(std::int64_t ms) {
    ms = std::max<std::int64_t>(0, ms);
    if (ms < 10'000) {
        // Round down: a clock never shows time that is not there.
        return QStringLiteral("0:%1.%2").arg(twoDigits(ms / 1000),
                                             QString::number((ms % 1000) / 100));
    }
    const std::int64_t seconds = ms / 1000;
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(QString::number(seconds / 3600), twoDigits(seconds / 60 % 60),
                 twoDigits(seconds % 60));
    return QStringLiteral("%1:%2").arg(QString::number(seconds / 60), twoDigits(seconds % 60));
}

}  // namespace lt::shell::chess
