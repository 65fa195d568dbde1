#include "games/no_5_no_2/no_5_no_2_strings.h"

#include <QtGlobal>

namespace lt::shell::no5no2 {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "No 5, no 2"),
        QT_TRANSLATE_NOOP("games", "Number of dice"),
        QT_TRANSLATE_NOOP("games",
                          "4 dice as in the rulebook's list of material, or 5 as in the common "
                          "\"Stuck in the Mud\"."),
        QT_TRANSLATE_NOOP("games", "4 dice"),
        QT_TRANSLATE_NOOP("games", "5 dice"),
        QT_TRANSLATE_NOOP("games", "A throw with a 2 or 5 still scores"),
        QT_TRANSLATE_NOOP(
            "games",
            "On: the other dice of a throw with 2s or 5s still score (the rulebook). Off: a throw "
            "with any 2 or 5 scores nothing (the common \"Stuck in the Mud\" rule)."),
    };
}

}  // namespace lt::shell::no5no2
