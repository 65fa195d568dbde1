#include "base/game_ui.h"
#include "games/dice_poker/dice_poker_board_view.h"
#include "games/dice_poker/dice_poker_strings.h"

namespace lt::shell::dicepoker {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "dice-poker";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new PokerBoardView(parent); };
    ui.tileImage = ":/assets/tiles/dice-poker.svg";
    ui.seatColours = {QColor(214, 47, 47), QColor(42, 111, 214), QColor(46, 158, 74),
                      QColor(242, 160, 24)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::dicepoker
