#include "base/game_ui.h"
#include "games/no_5_no_2/no_5_no_2_board_view.h"
#include "games/no_5_no_2/no_5_no_2_strings.h"

namespace lt::shell::no5no2 {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "no-5-no-2";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new N52BoardView(parent); };
    ui.tileImage = ":/assets/tiles/no-5-no-2.svg";
    ui.seatColours = {QColor(200, 50, 50), QColor(36, 104, 196), QColor(38, 150, 90),
                      QColor(230, 150, 20)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::no5no2
