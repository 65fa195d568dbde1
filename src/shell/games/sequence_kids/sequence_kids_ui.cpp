#include "base/game_ui.h"
#include "games/sequence_kids/sequence_kids_board.h"
#include "games/sequence_kids/sequence_kids_strings.h"

namespace lt::shell::sequence_kids {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "sequence-kids";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new SequenceKidsBoard(parent); };
    ui.tileImage = ":/assets/tiles/sequence-kids.svg";
    // The chips of the box: red, yellow, blue and green (digest A10).
    ui.seatColours = {QColor(220, 40, 40), QColor(250, 200, 20), QColor(30, 100, 220),
                      QColor(30, 160, 60)};
    ui.forChildren = true;
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::sequence_kids
