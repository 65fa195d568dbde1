#include "games/yam/yam_strings.h"

#include <QtGlobal>

namespace lt::shell::yam {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Yam"),
        QT_TRANSLATE_NOOP("games", "Columns"),
        QT_TRANSLATE_NOOP("games",
                          "Which columns each sheet has: the rulebook plays all three (down, up, "
                          "free) and lets players agree on fewer for a shorter game."),
        QT_TRANSLATE_NOOP("games", "Three columns: down, up and free"),
        QT_TRANSLATE_NOOP("games", "Two columns: down and up"),
        QT_TRANSLATE_NOOP("games", "Two columns: down and free"),
        QT_TRANSLATE_NOOP("games", "Two columns: up and free"),
        QT_TRANSLATE_NOOP("games", "One column: free"),
        QT_TRANSLATE_NOOP("games", "One column: down"),
        QT_TRANSLATE_NOOP("games", "One column: up"),
    };
}

}  // namespace lt::shell::yam
