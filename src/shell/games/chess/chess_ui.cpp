#include "base/game_ui.h"
#include "games/chess/chess_board_view.h"
#include "games/chess/chess_strings.h"
#include "games/chess/external_engine.h"
#include "games/chess/files.h"
#include "games/chess/game.h"
#include "games/chess/review_job.h"

namespace lt::shell::chess {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "chess";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new ChessBoardView(parent); };
    ui.tileImage = ":/assets/tiles/chess.svg";
    // White and Black, as the pieces are.
    ui.seatColours = {QColor(0xfb, 0xf7, 0xee), QColor(0x26, 0x24, 0x21)};
    ui.fileFormats = {pgnFileFormat()};
    ui.strings = gameStrings();
    ui.review = reviewUi();
    ui.externalEngine = externalEngineUi();
    ui.optionShownWhen[lt::chess::kChess960PositionOption] = {lt::chess::kVariantOption,
                                                              "chess960"};
    return ui;
}

}  // namespace lt::shell::chess
