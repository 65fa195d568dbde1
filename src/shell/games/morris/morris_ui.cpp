#include "base/game_ui.h"
#include "games/morris/morris_board_view.h"
#include "games/morris/morris_strings.h"

namespace lt::shell::morris {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "morris";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new MorrisBoardView(parent); };
    ui.tileImage = ":/assets/tiles/morris.svg";
    // Ivory and ebony, like turned wooden pawns.
    ui.seatColours = {QColor(0xf1, 0xe9, 0xd6), QColor(0x2a, 0x2a, 0x2e)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::morris
