#include "base/game_ui.h"
#include "games/snakes_ladders/snakes_ladders_board_view.h"
#include "games/snakes_ladders/snakes_ladders_strings.h"

namespace lt::shell::snakes {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "snakes-ladders";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new SnakesBoardView(parent); };
    ui.tileImage = ":/assets/tiles/snakes-ladders.svg";
    ui.seatColours = {QColor(214, 47, 47), QColor(42, 111, 214), QColor(46, 158, 74),
                      QColor(242, 178, 24)};
    ui.forChildren = true;
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::snakes
