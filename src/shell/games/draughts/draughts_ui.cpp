#include "base/game_ui.h"
#include "games/draughts/draughts_board_view.h"
#include "games/draughts/draughts_strings.h"
#include "games/draughts/files.h"
#include "games/draughts/review_job.h"

namespace lt::shell::draughts {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "draughts";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new DraughtsBoardView(parent); };
    ui.tileImage = ":/assets/tiles/draughts.svg";
    // Ivory and ebony men, as on a club set.
    ui.seatColours = {QColor(0xf3, 0xea, 0xd8), QColor(0x2b, 0x26, 0x24)};
    ui.fileFormats = {pdnFileFormat()};
    ui.strings = gameStrings();
    ui.review = reviewUi();
    return ui;
}

}  // namespace lt::shell::draughts
