// Colours of the classroom screens: light text on a dark field reads well on projectors, and
// team colours that stay distinct from the back of the room.
#pragma once

#include <QColor>

namespace lt::shell::flags::palette {

inline QColor background() {
    return QColor(0x12, 0x20, 0x36);
}
inline QColor panel() {
    return QColor(0x1d, 0x33, 0x55);
}
inline QColor text() {
    return QColor(0xff, 0xff, 0xff);
}
inline QColor muted() {
    return QColor(0xb9, 0xc6, 0xd8);
}
inline QColor accent() {
    return QColor(0xff, 0xd2, 0x3f);
}
inline QColor right() {
    return QColor(0x2e, 0xa0, 0x4f);
}
inline QColor dimmed() {
    return QColor(0x27, 0x33, 0x46);
}

// Team colours, in key order 1..6.
inline QColor team(int index) {
    static const QColor colours[] = {QColor(0xe7, 0x4c, 0x3c), QColor(0x34, 0x98, 0xdb),
                                     QColor(0x2e, 0xcc, 0x71), QColor(0xf1, 0xc4, 0x0f),
                                     QColor(0xa5, 0x69, 0xd6), QColor(0xe6, 0x7e, 0x22)};
    return colours[index % 6];
}

}  // namespace lt::shell::flags::palette
