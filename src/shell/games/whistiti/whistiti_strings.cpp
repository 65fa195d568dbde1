#include "games/whistiti/whistiti_strings.h"

#include <QtGlobal>

namespace lt::shell::whistiti {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Whistiti"),
        QT_TRANSLATE_NOOP("games", "Finish the deal"),
        QT_TRANSLATE_NOOP("games",
                          "Play the deal out once someone reaches 20; the highest total then "
                          "wins. The rulebook ends the game at the trick that reaches 20."),
    };
}

}  // namespace lt::shell::whistiti
