#include "games/dice_blackjack/dice_blackjack_strings.h"

#include <QtGlobal>

namespace lt::shell::diceblackjack {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Dice Black Jack"),
        QT_TRANSLATE_NOOP("games", "Tokens per player"),
        QT_TRANSLATE_NOOP("games",
                          "How many tokens each player starts with: the rulebook gives 5; fewer "
                          "make a shorter game, more a longer one."),
        QT_TRANSLATE_NOOP("games", "Number of rounds"),
        QT_TRANSLATE_NOOP("games",
                          "0: play until one player holds all the tokens, as the rulebook says. "
                          "Any other number ends the game after that many rounds and the most "
                          "tokens win (the Swedish text's reading)."),
    };
}

}  // namespace lt::shell::diceblackjack
