#include "games/snakes_ladders/snakes_ladders_strings.h"

#include <QtGlobal>

namespace lt::shell::snakes {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Snakes and Ladders"),
        QT_TRANSLATE_NOOP("games", "Play on for places"),
        QT_TRANSLATE_NOOP("games",
                          "After the winner, the others keep playing for 2nd, 3rd and 4th place."),
        QT_TRANSLATE_NOOP("games", "Easy (only rolls)"),
        QT_TRANSLATE_NOOP("games", "Medium (only rolls)"),
        QT_TRANSLATE_NOOP("games", "Hard (only rolls)"),
        QT_TRANSLATE_NOOP("games", "Rolling past 100"),
        QT_TRANSLATE_NOOP(
            "games",
            "Bounce back: count up to 100 and back by the rest (the rulebook). Stay: a roll that "
            "passes 100 is lost. Finish: reaching or passing 100 wins (a common house rule)."),
        QT_TRANSLATE_NOOP("games", "Bounce back from 100"),
        QT_TRANSLATE_NOOP("games", "Stay put"),
        QT_TRANSLATE_NOOP("games", "Passing 100 wins"),
        QT_TRANSLATE_NOOP("games", "A 6 rolls again"),
        QT_TRANSLATE_NOOP("games",
                          "House rule: a 6 gives another roll. The rulebook gives no extra roll."),
    };
}

}  // namespace lt::shell::snakes
