#include "games/morris/morris_strings.h"

#include <QtGlobal>

namespace lt::shell::morris {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Nine Men's Morris"),
        QT_TRANSLATE_NOOP("games", "Diagonal lines"),
        QT_TRANSLATE_NOOP("games",
                          "Adds the four corner diagonals as lines to move along and to form mills "
                          "on; the rulebook allows diagonal mills, the classic board has none."),
    };
}

}  // namespace lt::shell::morris
