#include "base/game_ui.h"
#include "games/president/president_board.h"
#include "games/president/president_strings.h"

namespace lt::shell::president {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "president";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new PresidentBoard(parent); };
    ui.tileImage = ":/assets/tiles/president.svg";
    // Four colours that stay apart on the green cloth.
    ui.seatColours = {QColor(220, 60, 50), QColor(240, 190, 40), QColor(60, 130, 230),
                      QColor(170, 90, 200)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::president
