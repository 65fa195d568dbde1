#include "games/battaglia_corsa/key_blocks.h"

#include <QCoreApplication>
#include <QKeyEvent>

namespace lt::shell::battaglia_corsa {
namespace {

// X11 keysyms and xcb (evdev) scan codes of the right Shift.
constexpr quint32 kShiftRightKeysym = 0xffe2;
constexpr quint32 kShiftRightScanCode = 62;

}  // namespace

std::optional<SlapKey> slapKeyOf(int key, Qt::KeyboardModifiers modifiers, quint32 nativeVirtualKey,
                                 quint32 nativeScanCode) {
    if (modifiers & Qt::KeypadModifier) {
        if (key == Qt::Key_8 || key == Qt::Key_Up) return SlapKey{3, KeyAction::Turn};
        if (key == Qt::Key_0 || key == Qt::Key_Insert) return SlapKey{3, KeyAction::Slap};
        return std::nullopt;
    }
    switch (key) {
        case Qt::Key_Q:
            return SlapKey{0, KeyAction::Turn};
        case Qt::Key_Shift: {
            const bool right =
                nativeVirtualKey == kShiftRightKeysym || nativeScanCode == kShiftRightScanCode;
            return SlapKey{right ? 1 : 0, KeyAction::Slap};
        }
        case Qt::Key_P:
            return SlapKey{1, KeyAction::Turn};
        case Qt::Key_V:
            return SlapKey{2, KeyAction::Turn};
        case Qt::Key_Space:
            return SlapKey{2, KeyAction::Slap};
        case Qt::Key_Home:
            return SlapKey{4, KeyAction::Turn};
        case Qt::Key_End:
            return SlapKey{4, KeyAction::Slap};
        case Qt::Key_F5:
            return SlapKey{5, KeyAction::Turn};
        case Qt::Key_F8:
            return SlapKey{5, KeyAction::Slap};
        default:
            return std::nullopt;
    }
}

std::optional<SlapKey> slapKeyOf(const QKeyEvent& event) {
    return slapKeyOf(event.key(), event.modifiers(), event.nativeVirtualKey(),
                     event.nativeScanCode());
}

// The context is named in each call, so lupdate files the texts under the one they are asked
// for in (a helper called tr() was filed under the namespace's name while it asked for the
// board's, and the texts stayed English in every language).
QString keyBlockText(int block) {
    switch (block) {
        case 0:
            return QCoreApplication::translate("lt::shell::battaglia_corsa",
                                               "Q turn · Left Shift slap");
        case 1:
            return QCoreApplication::translate("lt::shell::battaglia_corsa",
                                               "P turn · Right Shift slap");
        case 2:
            return QCoreApplication::translate("lt::shell::battaglia_corsa", "V turn · Space slap");
        case 3:
            return QCoreApplication::translate("lt::shell::battaglia_corsa",
                                               "Keypad 8 turn · Keypad 0 slap");
        case 4:
            return QCoreApplication::translate("lt::shell::battaglia_corsa",
                                               "Home turn · End slap");
        case 5:
            return QCoreApplication::translate("lt::shell::battaglia_corsa", "F5 turn · F8 slap");
        default:
            return {};
    }
}

}  // namespace lt::shell::battaglia_corsa
