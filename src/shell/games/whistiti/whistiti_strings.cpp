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
        QT_TRANSLATE_NOOP("games", "Partners"),
        QT_TRANSLATE_NOOP("games",
                          "Partners sit opposite, the first and third players against the second "
                          "and fourth, and pool their tricks: the first side to 20 wins. The "
                          "rulebook has each play for himself."),
    };
}

}  // namespace lt::shell::whistiti
