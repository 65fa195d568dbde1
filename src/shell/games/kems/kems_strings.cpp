#include "games/kems/kems_strings.h"

#include <QtGlobal>

namespace lt::shell::kems {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Kem's"),
        QT_TRANSLATE_NOOP("games", "Target score"),
        QT_TRANSLATE_NOOP("games",
                          "The first team to reach this score wins; the rulebook leaves it to "
                          "the players."),
        QT_TRANSLATE_NOOP("games", "Time limit (minutes)"),
        QT_TRANSLATE_NOOP("games",
                          "The game also ends when its clock passes this; the team ahead wins "
                          "(the rulebook says a game lasts about 15 minutes)."),
        QT_TRANSLATE_NOOP("games",
                          "People on opposite teams would see each other's cards on one screen: "
                          "seat the people as partners (players 1 and 3, or 2 and 4)."),
    };
}

}  // namespace lt::shell::kems
