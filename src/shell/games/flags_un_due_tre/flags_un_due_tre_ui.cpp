#include "base/game_ui.h"
#include "games/flags_un_due_tre/flags_un_due_tre_board_view.h"
#include "games/flags_un_due_tre/flags_un_due_tre_strings.h"

namespace lt::shell::flags_un_due_tre {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "flags-un-due-tre";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new UdtBoardView(parent); };
    ui.tileImage = ":/assets/tiles/flags-un-due-tre.svg";
    ui.seatColours = {QColor(0xe7, 0x4c, 0x3c), QColor(0x34, 0x98, 0xdb), QColor(0xf1, 0xc4, 0x0f),
                      QColor(0xa5, 0x69, 0xd6), QColor(0xe6, 0x7e, 0x22), QColor(0x1a, 0xbc, 0x9c),
                      QColor(0xec, 0x70, 0x9b), QColor(0x95, 0xa5, 0xa6), QColor(0x8e, 0xd1, 0x4b),
                      QColor(0x5d, 0x6d, 0x7e)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::flags_un_due_tre
