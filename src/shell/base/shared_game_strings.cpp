#include "base/shared_game_strings.h"

#include <QtGlobal>

namespace lt::shell {

std::vector<const char*> sharedGameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Board"),  QT_TRANSLATE_NOOP("games", "Dice"),
        QT_TRANSLATE_NOOP("games", "Cards"),  QT_TRANSLATE_NOOP("games", "Flags"),
        QT_TRANSLATE_NOOP("games", "Kids"),   QT_TRANSLATE_NOOP("games", "Easy"),
        QT_TRANSLATE_NOOP("games", "Medium"), QT_TRANSLATE_NOOP("games", "Hard"),
        QT_TRANSLATE_NOOP("games", "Random"),
    };
}

}  // namespace lt::shell
