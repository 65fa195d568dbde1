#include "games/rectangle_race/race_keys.h"

#include <QCoreApplication>

namespace lt::shell::rectangle_race {

std::optional<KeyPress> keyPressOf(int key, Qt::KeyboardModifiers modifiers) {
    if (modifiers & Qt::KeypadModifier) {
        switch (key) {
            case Qt::Key_8:
                return KeyPress{3, Action::Up};
            case Qt::Key_4:
                return KeyPress{3, Action::Left};
            case Qt::Key_5:
            case Qt::Key_2:
                return KeyPress{3, Action::Down};
            case Qt::Key_6:
                return KeyPress{3, Action::Right};
            case Qt::Key_0:
                return KeyPress{3, Action::Drop};
            case Qt::Key_Enter:
                return KeyPress{1, Action::Drop};
            default:
                return std::nullopt;
        }
    }
    switch (key) {
        case Qt::Key_W:
            return KeyPress{0, Action::Up};
        case Qt::Key_A:
            return KeyPress{0, Action::Left};
        case Qt::Key_S:
            return KeyPress{0, Action::Down};
        case Qt::Key_D:
            return KeyPress{0, Action::Right};
        case Qt::Key_E:
            return KeyPress{0, Action::Drop};
        case Qt::Key_Up:
            return KeyPress{1, Action::Up};
        case Qt::Key_Left:
            return KeyPress{1, Action::Left};
        case Qt::Key_Down:
            return KeyPress{1, Action::Down};
        case Qt::Key_Right:
            return KeyPress{1, Action::Right};
        case Qt::Key_Return:
        case Qt::Key_Enter:
            return KeyPress{1, Action::Drop};
        case Qt::Key_I:
            return KeyPress{2, Action::Up};
        case Qt::Key_J:
            return KeyPress{2, Action::Left};
        case Qt::Key_K:
            return KeyPress{2, Action::Down};
        case Qt::Key_L:
            return KeyPress{2, Action::Right};
        case Qt::Key_O:
            return KeyPress{2, Action::Drop};
        default:
            return std::nullopt;
    }
}

QString keyBlockName(int block) {
    switch (block) {
        case 0:
            return QCoreApplication::translate("lt::shell::rectangle_race::RaceBoard",
                                               "W A S D · E");
        case 1:
            return QCoreApplication::translate("lt::shell::rectangle_race::RaceBoard",
                                               "Arrows · Enter");
        case 2:
            return QCoreApplication::translate("lt::shell::rectangle_race::RaceBoard",
                                               "I J K L · O");
        case 3:
            return QCoreApplication::translate("lt::shell::rectangle_race::RaceBoard",
                                               "Keypad 8456 · 0");
        default:
            return QCoreApplication::translate("lt::shell::rectangle_race::RaceBoard", "Mouse");
    }
}

}  // namespace lt::shell::rectangle_race
