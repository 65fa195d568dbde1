#include "games/barbu/barbu_strings.h"

#include <QtGlobal>

namespace lt::shell::barbu {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Barbu"),
        QT_TRANSLATE_NOOP("games", "End a deal once its penalties are taken"),
        QT_TRANSLATE_NOOP("games",
                          "Queens, Hearts and Barbu deals stop as soon as all their penalty cards "
                          "have been taken: the points are the same, the deal is shorter. The "
                          "rulebook plays all 13 tricks."),
    };
}

}  // namespace lt::shell::barbu
