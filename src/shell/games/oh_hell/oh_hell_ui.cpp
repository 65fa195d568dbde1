#include "base/game_ui.h"
#include "games/oh_hell/oh_hell_board.h"
#include "games/oh_hell/oh_hell_strings.h"

namespace lt::shell::oh_hell {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "oh-hell";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new OhHellBoard(parent); };
    ui.tileImage = ":/assets/tiles/oh-hell.svg";
    // Six colours that stay apart on the green cloth.
    ui.seatColours = {QColor(220, 60, 50),  QColor(240, 190, 40), QColor(60, 130, 230),
                      QColor(170, 90, 200), QColor(240, 130, 40), QColor(90, 210, 200)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::oh_hell
