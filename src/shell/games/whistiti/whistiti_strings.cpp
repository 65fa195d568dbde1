#include "games/whistiti/whistiti_strings.h"

#include <QtGlobal>

namespace lt::shell::whistiti {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Whistiti"),
    };
}

}  // namespace lt::shell::whistiti
