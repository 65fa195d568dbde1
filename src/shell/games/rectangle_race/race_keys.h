// The key blocks of the rectangle race on one keyboard (rules digest §5.2, with drop keys Qt
// can tell apart): human 1 W A S D and E, human 2 the arrows and Enter, human 3 I J K L and
// O, human 4 the keypad's 8 4 5 6 (or 2) and keypad 0. A fifth human has the mouse.
#pragma once

#include <QString>
#include <Qt>
#include <optional>

namespace lt::shell::rectangle_race {

inline constexpr int kKeyBlocks = 4;

enum class Action { Up, Left, Down, Right, Drop };

struct KeyPress {
    int block;  // 0..3
    Action action;
};

// The block and action of a key (with its modifiers: the keypad's keys carry KeypadModifier).
std::optional<KeyPress> keyPressOf(int key, Qt::KeyboardModifiers modifiers);
// How block `block` is shown on screen ("W A S D · E").
QString keyBlockName(int block);

}  // namespace lt::shell::rectangle_race
