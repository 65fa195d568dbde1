#include "base/game_ui.h"
#include "games/whistiti/whistiti_board.h"
#include "games/whistiti/whistiti_strings.h"

namespace lt::shell::whistiti {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "whistiti";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new WhistitiBoard(parent); };
    ui.tileImage = ":/assets/tiles/whistiti.svg";
    // Four colours that stay apart on the green cloth.
    ui.seatColours = {QColor(220, 60, 50), QColor(240, 190, 40), QColor(60, 130, 230),
                      QColor(170, 90, 200)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::whistiti
