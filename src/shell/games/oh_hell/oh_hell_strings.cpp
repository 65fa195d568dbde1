#include "games/oh_hell/oh_hell_strings.h"

#include <QtGlobal>

namespace lt::shell::oh_hell {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Oh Hell"),
        QT_TRANSLATE_NOOP("games", "Short game"),
        QT_TRANSLATE_NOOP("games",
                          "House variant: only the deals going up, from 1 card to the most; the "
                          "rulebook also plays them back down to 1."),
    };
}

}  // namespace lt::shell::oh_hell
