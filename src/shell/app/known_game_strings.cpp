#include "app/known_game_strings.h"

#include <QtGlobal>

namespace lt::shell {

std::vector<const char*> knownGameStrings() {
    return {
        // Families and generic levels.
        QT_TRANSLATE_NOOP("games", "Board"),
        QT_TRANSLATE_NOOP("games", "Dice"),
        QT_TRANSLATE_NOOP("games", "Cards"),
        QT_TRANSLATE_NOOP("games", "Flags"),
        QT_TRANSLATE_NOOP("games", "Kids"),
        QT_TRANSLATE_NOOP("games", "Easy"),
        QT_TRANSLATE_NOOP("games", "Medium"),
        QT_TRANSLATE_NOOP("games", "Hard"),
        QT_TRANSLATE_NOOP("games", "Random"),
        // Game names.
        QT_TRANSLATE_NOOP("games", "Ludo"),
        QT_TRANSLATE_NOOP("games", "Nine Men's Morris"),
        QT_TRANSLATE_NOOP("games", "Crazy Eights"),
        QT_TRANSLATE_NOOP("games", "Chess"),
        QT_TRANSLATE_NOOP("games", "Draughts"),
        QT_TRANSLATE_NOOP("games", "Yam"),
    };
}

}  // namespace lt::shell
