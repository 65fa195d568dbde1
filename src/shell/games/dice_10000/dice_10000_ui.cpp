#include "base/game_ui.h"
#include "games/dice_10000/dice_10000_board_view.h"
#include "games/dice_10000/dice_10000_strings.h"

namespace lt::shell::dice10000 {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "10000";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new TenkBoardView(parent); };
    ui.tileImage = ":/assets/tiles/10000.svg";
    ui.seatColours = {QColor(214, 47, 47), QColor(42, 111, 214), QColor(46, 158, 74),
                      QColor(242, 160, 24)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::dice10000
