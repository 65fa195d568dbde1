#include "games/sequence_kids/sequence_kids_strings.h"

#include <QtGlobal>

namespace lt::shell::sequence_kids {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Sequence for Kids"),
        QT_TRANSLATE_NOOP("games", "Teams of two"),
        QT_TRANSLATE_NOOP("games",
                          "With 4 players, the 1st and 3rd play against the 2nd and 4th, partners "
                          "sharing one chip colour; the rulebook allows teams."),
        QT_TRANSLATE_NOOP("games", "Open hands"),
        QT_TRANSLATE_NOOP("games",
                          "Every hand is shown face up, for very young players who need help."),
        QT_TRANSLATE_NOOP("games", "Show lines of three"),
        QT_TRANSLATE_NOOP("games", "Marks every line where a player needs only one more chip."),
        QT_TRANSLATE_NOOP("games", "A dead card ends the turn"),
        QT_TRANSLATE_NOOP("games",
                          "Replacing a dead card is the whole turn; by the publisher's rule the "
                          "player then plays his turn as usual."),
    };
}

}  // namespace lt::shell::sequence_kids
