#include "games/flags_un_due_tre/flags_un_due_tre_strings.h"

#include <QtGlobal>

namespace lt::shell::flags_un_due_tre {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "One Two Three"),
        QT_TRANSLATE_NOOP("games", "Short game"),
        QT_TRANSLATE_NOOP("games",
                          "The first player down to one card wins (the rulebook's shorter "
                          "variant); otherwise the first to play his last card."),
    };
}

}  // namespace lt::shell::flags_un_due_tre
