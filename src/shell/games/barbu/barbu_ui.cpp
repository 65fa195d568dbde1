#include "base/game_ui.h"
#include "games/barbu/barbu_board.h"
#include "games/barbu/barbu_strings.h"

namespace lt::shell::barbu {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "barbu";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new BarbuBoard(parent); };
    ui.tileImage = ":/assets/tiles/barbu.svg";
    // Four colours that stay apart on the green cloth.
    ui.seatColours = {QColor(220, 60, 50), QColor(240, 190, 40), QColor(60, 130, 230),
                      QColor(170, 90, 200)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::barbu
