#include "base/game_ui.h"
#include "games/crazy_eights/crazy_eights_board.h"
#include "games/crazy_eights/crazy_eights_strings.h"

namespace lt::shell::crazy_eights {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "crazy-eights";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new CrazyEightsBoard(parent); };
    ui.tileImage = ":/assets/tiles/crazy-eights.svg";
    // Five colours that stay apart on the green cloth.
    ui.seatColours = {QColor(220, 60, 50), QColor(240, 190, 40), QColor(60, 130, 230),
                      QColor(170, 90, 200), QColor(240, 130, 40)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::crazy_eights
