#include "games/flags_trovami/flags_trovami_strings.h"

#include <QtGlobal>

namespace lt::shell::flags_trovami {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Find Me!"),
        QT_TRANSLATE_NOOP("games", "Cards to win"),
        QT_TRANSLATE_NOOP("games",
                          "How many red cards a player needs to win. The rulebook asks for 6 with "
                          "2 players, 5 with 3 to 7 and 4 with 8 or more."),
        QT_TRANSLATE_NOOP("games", "As the rulebook says"),
        QT_TRANSLATE_NOOP("games", "3 cards"),
        QT_TRANSLATE_NOOP("games", "4 cards"),
        QT_TRANSLATE_NOOP("games", "5 cards"),
        QT_TRANSLATE_NOOP("games", "6 cards"),
        QT_TRANSLATE_NOOP("games", "7 cards"),
        QT_TRANSLATE_NOOP("games", "Roll limit"),
        QT_TRANSLATE_NOOP("games",
                          "The game stops after this many rolls and the most cards win. The "
                          "rulebook has no limit: the game ends when a player reaches the target "
                          "(or after 20 rolls in a row in which no card changed hands)."),
        QT_TRANSLATE_NOOP("games", "None"),
        QT_TRANSLATE_NOOP("games", "100 rolls"),
        QT_TRANSLATE_NOOP("games", "150 rolls"),
        QT_TRANSLATE_NOOP("games", "200 rolls"),
    };
}

}  // namespace lt::shell::flags_trovami
