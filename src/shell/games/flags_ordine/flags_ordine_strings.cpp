#include "games/flags_ordine/flags_ordine_strings.h"

#include <QtGlobal>

namespace lt::shell::flags_ordine {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Put in Order"),
        QT_TRANSLATE_NOOP("games", "Cards to win"),
        QT_TRANSLATE_NOOP("games", "Order by"),
        QT_TRANSLATE_NOOP("games",
                          "Order the row by the countries' area, as the rulebook plays, or by "
                          "their population (the rulebook's variant)."),
        QT_TRANSLATE_NOOP("games", "Area"),
        QT_TRANSLATE_NOOP("games", "Population"),
        QT_TRANSLATE_NOOP("games",
                          "How many races (one card each) win the game; the rulebook plays to 3."),
    };
}

}  // namespace lt::shell::flags_ordine
