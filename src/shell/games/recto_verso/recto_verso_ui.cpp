#include "base/game_ui.h"
#include "games/recto_verso/recto_verso_board.h"
#include "games/recto_verso/recto_verso_strings.h"

namespace lt::shell::recto_verso {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "recto-verso";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new RectoVersoBoard(parent); };
    ui.tileImage = ":/assets/tiles/recto-verso.svg";
    // Seat colours that none of the six animals wears: the panels stay apart from the cards.
    ui.seatColours = {QColor(200, 40, 60), QColor(110, 60, 200), QColor(20, 140, 140),
                      QColor(120, 90, 40)};
    ui.forChildren = true;
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::recto_verso
