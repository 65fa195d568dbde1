#include "base/game_ui.h"
#include "games/dice_421/dice_421_board_view.h"
#include "games/dice_421/dice_421_strings.h"

namespace lt::shell::dice421 {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "dice-421";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new Board421View(parent); };
    ui.tileImage = ":/assets/tiles/dice-421.svg";
    ui.seatColours = {QColor(214, 47, 47), QColor(42, 111, 214), QColor(46, 158, 74),
                      QColor(242, 160, 24)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::dice421
