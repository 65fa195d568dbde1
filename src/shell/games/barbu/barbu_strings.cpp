#include "games/barbu/barbu_strings.h"

#include <QtGlobal>

namespace lt::shell::barbu {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Barbu"),
    };
}

}  // namespace lt::shell::barbu
