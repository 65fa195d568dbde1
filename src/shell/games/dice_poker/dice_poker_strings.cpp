#include "games/dice_poker/dice_poker_strings.h"

#include <QtGlobal>

namespace lt::shell::dicepoker {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Dice poker"),
        QT_TRANSLATE_NOOP("games", "Tokens per player"),
        QT_TRANSLATE_NOOP("games", "Throws for the round's starter"),
        QT_TRANSLATE_NOOP(
            "games",
            "How many times the starter may throw: 3 in four of the rulebook's five languages, 4 "
            "in the Italian text. The others may throw at most as often as the starter did."),
        QT_TRANSLATE_NOOP("games", "Up to 3 throws"),
        QT_TRANSLATE_NOOP("games", "Up to 4 throws"),
        QT_TRANSLATE_NOOP("games", "The tokens each player starts with: 10 in the rulebook."),
    };
}

}  // namespace lt::shell::dicepoker
