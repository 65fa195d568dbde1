#include "base/game_ui.h"
#include "games/kems/kems_board.h"
#include "games/kems/kems_strings.h"

namespace lt::shell::kems {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "kems";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new KemsBoard(parent); };
    ui.tileImage = ":/assets/tiles/kems.svg";
    // Partners share a family of colours: warm for North-South, cool for East-West.
    ui.seatColours = {QColor(225, 80, 60), QColor(60, 120, 225), QColor(240, 160, 40),
                      QColor(120, 80, 210)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::kems
