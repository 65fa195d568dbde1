#include "games/flags_questo_quello/flags_questo_quello_strings.h"

#include <QtGlobal>

namespace lt::shell::flags_questo_quello {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "This and That"),
    };
}

}  // namespace lt::shell::flags_questo_quello
