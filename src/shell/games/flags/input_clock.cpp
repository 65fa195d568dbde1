#include "games/flags/input_clock.h"

#include <QInputEvent>
#include <algorithm>

namespace lt::shell::flags {

qint64 InputClock::when(const QInputEvent& event) {
    const qint64 arrival = now();
    if (event.timestamp() == 0) return arrival;
    return place(event.timestamp(), arrival);
}

qint64 InputClock::place(quint64 eventStamp, qint64 arrival) {
    const qint64 offset = arrival - static_cast<qint64>(eventStamp);
    if (!offset_ || offset < *offset_) offset_ = offset;
    return std::min(arrival, static_cast<qint64>(eventStamp) + *offset_);
}

}  // namespace lt::shell::flags
