// The key blocks of La battaglia corsa on one keyboard, far apart so that keys pressed
// together do not ghost. The rules digest (§5.1) gives four: human 1 turns with Q and slaps
// with Left Shift, human 2 P and Right Shift, human 3 V and Space, human 4 the keypad's 8 and
// 0 (Up and Insert with Num Lock off). The game seats six, so two more, away from those and
// from the app's own keys (F1, F9, F11): human 5 Home and End (the block above the arrows, not
// the keypad's 7 and 1), human 6 F5 and F8 (the ends of the function keys' middle group); the
// rules page says so. Modifiers held by others (a Shift slapping) change no key. The mouse is
// the first human's extra input: a click on his stack turns, a click on the pile slaps; any
// human's click on his own stack turns for him.
#pragma once

#include <QString>
#include <Qt>
#include <optional>

class QKeyEvent;

namespace lt::shell::battaglia_corsa {

inline constexpr int kKeyBlocks = 6;

enum class KeyAction { Turn, Slap };

struct SlapKey {
    int block;  // 0..5
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
