#include "games/goose/goose_strings.h"

#include <QtGlobal>

namespace lt::shell::goose {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Game of the Goose"),
        QT_TRANSLATE_NOOP("games", "Play on for places"),
        QT_TRANSLATE_NOOP("games",
                          "After the winner, the others keep playing for 2nd, 3rd and 4th place."),
        QT_TRANSLATE_NOOP("games", "Easy (only rolls)"),
        QT_TRANSLATE_NOOP("games", "Medium (only rolls)"),
        QT_TRANSLATE_NOOP("games", "Hard (only rolls)"),
        QT_TRANSLATE_NOOP("games", "Well and prison"),
        QT_TRANSLATE_NOOP("games",
                          "Wait for rescue: a pawn stays on the well or the prison until another "
                          "pawn lands there and takes its place (the rulebook's rule). Miss two "
                          "turns: the rulebook's variant."),
        QT_TRANSLATE_NOOP("games", "Wait until another pawn arrives"),
        QT_TRANSLATE_NOOP("games", "Miss two turns"),
    };
}

}  // namespace lt::shell::goose
