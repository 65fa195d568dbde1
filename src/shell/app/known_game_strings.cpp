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
        // Crazy Eights options.
        QT_TRANSLATE_NOOP("games", "Number of deals"),
        QT_TRANSLATE_NOOP("games", "How many deals make a match; the rulebook plays 5."),
        QT_TRANSLATE_NOOP("games", "\"Card!\" call"),
        QT_TRANSLATE_NOOP("games",
                          "A player left with one card must call \"Card!\" before the next play "
                          "or be caught; the rulebook plays with it."),
    };
}

}  // namespace lt::shell
