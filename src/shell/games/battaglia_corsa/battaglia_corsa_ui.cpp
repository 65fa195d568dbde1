#include "base/game_ui.h"
#include "games/battaglia_corsa/battaglia_corsa_board.h"
#include "games/battaglia_corsa/battaglia_corsa_strings.h"

namespace lt::shell::battaglia_corsa {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "battaglia-corsa";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new SlapBoard(parent); };
    ui.tileImage = ":/assets/tiles/battaglia-corsa.svg";
    // Six colours that stay apart on the green cloth and glow well round a stack.
    ui.seatColours = {QColor(220, 60, 50),  QColor(240, 190, 40),  QColor(60, 130, 230),
                      QColor(170, 90, 200), QColor(250, 250, 250), QColor(240, 120, 30)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::battaglia_corsa
