#include "games/draughts/draughts_strings.h"

#include <QtGlobal>

namespace lt::shell::draughts {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Draughts"),
        QT_TRANSLATE_NOOP("games", "Expert"),
        QT_TRANSLATE_NOOP("games", "Draw after moves without progress"),
        QT_TRANSLATE_NOOP(
            "games",
            "The game is drawn when each player has made this many moves in a row with only kings "
            "moving and nothing captured (the rulebook says 20; FMJD tournaments use 25)."),
        QT_TRANSLATE_NOOP("games", "Start position (FEN)"),
        QT_TRANSLATE_NOOP("games",
                          "Start from a set-up position written in draughts FEN "
                          "(W:W31,32,...:B1,2,...); leave empty for the usual starting position."),
    };
}

}  // namespace lt::shell::draughts
