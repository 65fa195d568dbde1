#include "games/dice_10000/dice_10000_strings.h"

#include <QtGlobal>

namespace lt::shell::dice10000 {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "10,000"),
        QT_TRANSLATE_NOOP("games", "Opening minimum"),
        QT_TRANSLATE_NOOP("games",
                          "The turn total a player with no points yet needs before banking: 750 in "
                          "the main text of the rulebook, 1,000 in a note of some printings."),
        QT_TRANSLATE_NOOP("games", "750 points"),
        QT_TRANSLATE_NOOP("games", "1,000 points"),
        QT_TRANSLATE_NOOP("games", "Set aside every scoring die"),
        QT_TRANSLATE_NOOP("games",
                          "Off: set aside at least one scoring die or combination and throw the "
                          "rest again (the common rule). On: every scoring die must be set aside "
                          "(the rulebook's literal words)."),
    };
}

}  // namespace lt::shell::dice10000
