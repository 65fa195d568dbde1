#include "base/game_ui.h"
#include "games/ludo/ludo_board_view.h"
#include "games/ludo/ludo_strings.h"

namespace lt::shell::ludo {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "ludo";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new LudoBoardView(parent); };
    ui.tileImage = ":/assets/tiles/ludo.svg";
    // Red, green, yellow and blue, clockwise, as on the classic board.
    ui.seatColours = {QColor(214, 47, 47), QColor(46, 158, 74), QColor(242, 195, 24),
                      QColor(42, 111, 214)};
    ui.forChildren = true;
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::ludo
