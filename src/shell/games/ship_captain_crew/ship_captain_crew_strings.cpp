#include "games/ship_captain_crew/ship_captain_crew_strings.h"

#include <QtGlobal>

namespace lt::shell::shipcaptaincrew {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Ship, Captain and Crew"),
        QT_TRANSLATE_NOOP("games", "Improve the cargo"),
        QT_TRANSLATE_NOOP(
            "games",
            "On: once the ship, captain and crew are aboard, the throws left may be used to throw "
            "one or both cargo dice again, the last throw counting (the common rule). Off: the "
            "cargo scores as it lands (the rulebook says no more)."),
    };
}

}  // namespace lt::shell::shipcaptaincrew
