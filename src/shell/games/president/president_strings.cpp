#include "games/president/president_strings.h"

#include <QtGlobal>

namespace lt::shell::president {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "President"),
        QT_TRANSLATE_NOOP("games", "Deals"),
        QT_TRANSLATE_NOOP("games",
                          "How many deals the match lasts: the rulebook gives no end, so each "
                          "deal scores 3 for the President, 2, 1 and 0 for the Beggar and the "
                          "highest total wins."),
    };
}

}  // namespace lt::shell::president
