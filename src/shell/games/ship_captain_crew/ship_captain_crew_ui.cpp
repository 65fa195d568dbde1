#include "base/game_ui.h"
#include "games/ship_captain_crew/ship_captain_crew_board_view.h"
#include "games/ship_captain_crew/ship_captain_crew_strings.h"

namespace lt::shell::shipcaptaincrew {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "ship-captain-crew";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new SccBoardView(parent); };
    ui.tileImage = ":/assets/tiles/ship-captain-crew.svg";
    ui.seatColours = {QColor(200, 50, 50), QColor(36, 104, 196), QColor(38, 150, 90),
                      QColor(230, 150, 20)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::shipcaptaincrew
