#include "base/game_ui.h"
#include "games/flags_trovami/flags_trovami_board_view.h"
#include "games/flags_trovami/flags_trovami_strings.h"

namespace lt::shell::flags_trovami {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "flags-trovami";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new TrovamiBoardView(parent); };
    ui.tileImage = ":/assets/tiles/flags-trovami.svg";
    // Up to ten players: colours that stay distinct on the green felt and the red cards.
    ui.seatColours = {QColor(0xff, 0xd2, 0x3f), QColor(0x4f, 0xc3, 0xf7), QColor(0xf0, 0x62, 0x92),
                      QColor(0xb3, 0xe5, 0x7b), QColor(0xff, 0x98, 0x3a), QColor(0xba, 0x8c, 0xff),
                      QColor(0xff, 0xff, 0xff), QColor(0x26, 0xd3, 0xc0), QColor(0xff, 0x6e, 0x5a),
                      QColor(0xc8, 0xb0, 0x8a)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::flags_trovami
