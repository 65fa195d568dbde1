#include "games/recto_verso/recto_verso_strings.h"

#include <QtGlobal>

namespace lt::shell::recto_verso {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Recto Verso"),
    };
}

}  // namespace lt::shell::recto_verso
