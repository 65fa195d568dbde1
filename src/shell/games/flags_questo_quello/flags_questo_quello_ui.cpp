#include "base/game_ui.h"
#include "games/flags_questo_quello/flags_questo_quello_board_view.h"
#include "games/flags_questo_quello/flags_questo_quello_strings.h"

namespace lt::shell::flags_questo_quello {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "flags-questo-quello";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new QqBoardView(parent); };
    ui.tileImage = ":/assets/tiles/flags-questo-quello.svg";
    ui.seatColours = {QColor(0xe7, 0x4c, 0x3c), QColor(0x34, 0x98, 0xdb), QColor(0xf1, 0xc4, 0x0f),
                      QColor(0xa5, 0x69, 0xd6), QColor(0xe6, 0x7e, 0x22), QColor(0x1a, 0xbc, 0x9c),
                      QColor(0xec, 0x70, 0x9b), QColor(0x95, 0xa5, 0xa6), QColor(0x8e, 0xd1, 0x4b),
                      QColor(0x5d, 0x6d, 0x7e)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::flags_questo_quello
