#include "base/game_ui.h"
#include "games/goose/goose_board_view.h"
#include "games/goose/goose_strings.h"

namespace lt::shell::goose {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "goose";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new GooseBoardView(parent); };
    ui.tileImage = ":/assets/tiles/goose.svg";
    ui.seatColours = {QColor(214, 47, 47), QColor(42, 111, 214), QColor(46, 158, 74),
                      QColor(242, 178, 24)};
    ui.forChildren = true;
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::goose
