#include "games/dice_421/dice_421_strings.h"

#include <QtGlobal>

namespace lt::shell::dice421 {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "421"),
        QT_TRANSLATE_NOOP("games", "221 receives 2 more"),
        QT_TRANSLATE_NOOP(
            "games",
            "Off: a loser who threw 221 receives exactly 2 tokens, whatever the best throw (the "
            "rulebook's words). On: he receives the table amount plus 2, as in some bars."),
        QT_TRANSLATE_NOOP("games", "Stop when the winner is known"),
        QT_TRANSLATE_NOOP("games",
                          "Off: the discharge goes on until one player holds all 21 tokens and so "
                          "is the loser. On: the game stops as soon as the first player has no "
                          "tokens left. The winner is the same either way."),
    };
}

}  // namespace lt::shell::dice421
