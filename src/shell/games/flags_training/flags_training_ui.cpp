#include "base/game_ui.h"
#include "games/flags_training/flags_training_board_view.h"
#include "games/flags_training/flags_training_strings.h"

namespace lt::shell::flags_training {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "flags-training";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new TrainingBoardView(parent); };
    ui.tileImage = ":/assets/tiles/flags-training.svg";
    // The classroom's team colours: distinct at a glance, readable on the dark field.
    ui.seatColours = {QColor(0xe7, 0x4c, 0x3c), QColor(0x34, 0x98, 0xdb), QColor(0x2e, 0xcc, 0x71),
                      QColor(0xf1, 0xc4, 0x0f), QColor(0xa5, 0x69, 0xd6), QColor(0xe6, 0x7e, 0x22)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::flags_training
