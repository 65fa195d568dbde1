#include "games/ludo/ludo_strings.h"

#include <QtGlobal>

namespace lt::shell::ludo {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Ludo"),
        QT_TRANSLATE_NOOP("games", "Staircase"),
        QT_TRANSLATE_NOOP(
            "games",
            "Sequential: climb one step at a time with the exact number of the next step (the "
            "rulebook's reading). Jump: from step k, a roll above k goes straight to that step."),
        QT_TRANSLATE_NOOP("games", "Step by step (1, 2, 3, 4, 5, 6)"),
        QT_TRANSLATE_NOOP("games", "Jump to the rolled step"),
        QT_TRANSLATE_NOOP("games", "Three sixes end the turn"),
        QT_TRANSLATE_NOOP("games",
                          "House rule: a third 6 in a row is lost and the turn passes. The "
                          "rulebook has no limit."),
        QT_TRANSLATE_NOOP("games", "Play on for places"),
        QT_TRANSLATE_NOOP("games",
                          "After the winner, the others keep playing for 2nd, 3rd and 4th place."),
    };
}

}  // namespace lt::shell::ludo
