#include "games/crazy_eights/crazy_eights_strings.h"

#include <QtGlobal>

namespace lt::shell::crazy_eights {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Crazy Eights"),
        QT_TRANSLATE_NOOP("games", "Number of deals"),
        QT_TRANSLATE_NOOP("games", "How many deals make a match; the rulebook plays 5."),
        QT_TRANSLATE_NOOP("games", "\"Card!\" call"),
        QT_TRANSLATE_NOOP("games",
                          "A player left with one card must call \"Card!\" before the next play or "
                          "be caught; the rulebook plays with it."),
    };
}

}  // namespace lt::shell::crazy_eights
