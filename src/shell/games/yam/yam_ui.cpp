#include "base/game_ui.h"
#include "games/yam/yam_board_view.h"
#include "games/yam/yam_strings.h"

namespace lt::shell::yam {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "yam";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new YamBoardView(parent); };
    ui.tileImage = ":/assets/tiles/yam.svg";
    // Inks that read well on the paper sheet and against the green felt.
    ui.seatColours = {QColor(214, 47, 47), QColor(42, 111, 214), QColor(46, 158, 74),
                      QColor(242, 160, 24)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::yam
