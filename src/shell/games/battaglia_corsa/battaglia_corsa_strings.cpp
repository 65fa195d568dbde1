#include "games/battaglia_corsa/battaglia_corsa_strings.h"

#include <QtGlobal>

namespace lt::shell::battaglia_corsa {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Egyptian Ratscrew"),
        QT_TRANSLATE_NOOP("games", "End after 1,000 cards"),
        QT_TRANSLATE_NOOP("games",
                          "The rulebook plays until one player holds all 52 cards; with this, "
                          "after 1,000 cards turned the player holding the most cards wins, and "
                          "equal counts share the win."),
        QT_TRANSLATE_NOOP("games", "Slap back in"),
        QT_TRANSLATE_NOOP("games",
                          "A player whose cards have run out may still slap a pair and comes back "
                          "in with the pile; a wrong slap without cards puts him out for good."),
    };
}

}  // namespace lt::shell::battaglia_corsa
