// How the app's library offers the classroom mode: a tile that opens a ClassroomWindow.
#pragma once

#include "base/game_ui.h"

namespace lt::shell::flags {

inline constexpr const char* kClassroomId = "flags-classroom";

// The library tile of the classroom mode (no board: open a ClassroomWindow instead).
GameUi classroomTile();

}  // namespace lt::shell::flags
