#include "games/rectangle_race/rectangle_race_strings.h"

#include <QtGlobal>

namespace lt::shell::rectangle_race {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Rectangle Race"),
    };
}

}  // namespace lt::shell::rectangle_race
