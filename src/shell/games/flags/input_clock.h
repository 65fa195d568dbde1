// When an input really happened, on one monotonic clock of the board: the window system stamps
// every key and mouse event, but on its own clock. The smallest delay seen between an event's
// stamp and its arrival is the best estimate of the offset between the two clocks (no event
// arrives before it happens), so an event that waited in a busy event loop keeps its real time.
#pragma once

#include <QElapsedTimer>
#include <optional>

class QInputEvent;

namespace lt::shell::flags {

class InputClock {
  public:
    InputClock() { clock_.start(); }

    // Now, in ms on this clock.
    qint64 now() const { return clock_.elapsed(); }
    // When `event` happened, on this clock (now, for an event without a stamp).
    qint64 when(const QInputEvent& event);
    // The same from the event's stamp and its arrival on this clock (tests).
    qint64 place(quint64 eventStamp, qint64 arrival);

  private:
    QElapsedTimer clock_;
    std::optional<qint64> offset_;  // arrival minus stamp, the smallest seen
};

}  // namespace lt::shell::flags
