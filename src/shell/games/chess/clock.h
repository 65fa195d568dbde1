// The two clocks of a chess game with a time control. The clock runs for one side at a time;
// a move gives the mover its increment (Fischer) and starts the other side's clock. When a
// side's time reaches zero the clock reports the fall, and keeps reporting it on each tick
// until it is stopped: a report that arrives while the match is busy is not lost.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <optional>

#include "games/chess/game.h"

namespace lt::shell::chess {

class ChessClock : public QObject {
    Q_OBJECT
  public:
    explicit ChessClock(QObject* parent = nullptr);

    void setTimeControl(const lt::chess::TimeControl& control);
    const lt::chess::TimeControl& timeControl() const { return control_; }

    // The time `side` has left now (its running time counted), never below zero.
    std::int64_t remainingMs(lt::chess::Color side) const;
    // Sets a side's time (tests; a shorter game).
    void setRemainingMs(lt::chess::Color side, std::int64_t ms);

    // Starts (or keeps) `side`'s clock running; the other side's stops.
    void run(lt::chess::Color side);
    // `mover` completed a move: it gets its increment and `next` runs.
    void moveMade(lt::chess::Color mover, lt::chess::Color next);
    void stop();
    std::optional<lt::chess::Color> running() const { return running_; }

    // "4:59", "0:09.4" under ten seconds, "1:02:03" from an hour.
    static QString format(std::int64_t ms);

  signals:
    void ticked();
    void flagFell(lt::chess::Color side);

  private:
    void settle();  // charges the running side for the time since it started
    void tick();

    lt::chess::TimeControl control_;
    std::int64_t remaining_[2] = {0, 0};
    std::optional<lt::chess::Color> running_;
    QElapsedTimer since_;
    QTimer ticker_;
};

}  // namespace lt::shell::chess
