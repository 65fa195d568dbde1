// The key blocks of La battaglia corsa on one keyboard (rules digest §5.1), far apart so that
// keys pressed together do not ghost: human 1 turns with Q and slaps with Left Shift, human 2
// P and Right Shift, human 3 V and Space, human 4 the keypad's 8 and 0 (Up and Insert with
// Num Lock off). The mouse belongs to a fifth human, else to the first: a click on his stack
// turns, a click on the pile slaps.
#pragma once

#include <QString>
#include <Qt>
#include <optional>

class QKeyEvent;

namespace lt::shell::battaglia_corsa {

inline constexpr int kKeyBlocks = 4;

enum class KeyAction { Turn, Slap };

struct SlapKey {
    int block;  // 0..3
    KeyAction action;
};

// The block and action of a key. Left and Right Shift are told apart by the native key (X11
// keysyms Shift_L / Shift_R, or their scan codes); a Shift the platform does not name is the
// left one.
std::optional<SlapKey> slapKeyOf(int key, Qt::KeyboardModifiers modifiers, quint32 nativeVirtualKey,
                                 quint32 nativeScanCode);
std::optional<SlapKey> slapKeyOf(const QKeyEvent& event);
// How a block's keys are shown on screen ("Q turn · Left Shift slap").
QString keyBlockText(int block);

}  // namespace lt::shell::battaglia_corsa
