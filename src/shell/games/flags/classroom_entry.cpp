#include "games/flags/classroom_entry.h"

#include "games/flags/classroom_palette.h"

namespace lt::shell::flags {

GameUi classroomTile() {
    GameUi ui;
    ui.gameId = kClassroomId;
    ui.tileImage = QStringLiteral(":/assets/tiles/flags-classroom.svg");
    for (int t = 0; t < 6; ++t) ui.seatColours.push_back(palette::team(t));
    return ui;
}

}  // namespace lt::shell::flags
