#include "base/game_ui.h"
#include "games/rectangle_race/race_board.h"
#include "games/rectangle_race/rectangle_race_strings.h"

namespace lt::shell::rectangle_race {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "rectangle-race";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new RaceBoard(parent); };
    ui.tileImage = ":/assets/tiles/rectangle-race.svg";
    // Pawn colours that none of the six boards wears, apart on a projector: white, black,
    // pink, cyan, lime and brown.
    ui.seatColours = {QColor(255, 255, 255), QColor(30, 30, 36),   QColor(255, 80, 170),
                      QColor(40, 215, 235),  QColor(170, 235, 50), QColor(140, 90, 45)};
    ui.forChildren = true;
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::rectangle_race
