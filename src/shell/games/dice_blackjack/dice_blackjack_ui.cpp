#include "base/game_ui.h"
#include "games/dice_blackjack/dice_blackjack_board_view.h"
#include "games/dice_blackjack/dice_blackjack_strings.h"

namespace lt::shell::diceblackjack {

GameUi makeGameUi() {
    GameUi ui;
    ui.gameId = "dice-blackjack";
    ui.makeBoard = [](QWidget* parent) -> BoardView* { return new BlackjackBoardView(parent); };
    ui.tileImage = ":/assets/tiles/dice-blackjack.svg";
    ui.seatColours = {QColor(214, 47, 47), QColor(42, 111, 214), QColor(46, 158, 74),
                      QColor(242, 160, 24)};
    ui.strings = gameStrings();
    return ui;
}

}  // namespace lt::shell::diceblackjack
