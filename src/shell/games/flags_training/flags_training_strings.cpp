#include "games/flags_training/flags_training_strings.h"

#include <QtGlobal>

namespace lt::shell::flags_training {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Flag Training"),
        QT_TRANSLATE_NOOP("games", "Question"),
        QT_TRANSLATE_NOOP("games",
                          "Name the country of each flag, as the rulebook plays, or its capital "
                          "(the rulebook's variant)."),
        QT_TRANSLATE_NOOP("games", "Country"),
        QT_TRANSLATE_NOOP("games", "Capital"),
        QT_TRANSLATE_NOOP("games", "Flags per player"),
        QT_TRANSLATE_NOOP(
            "games",
            "How many flags each player answers; the rulebook plays until the deck is used up, "
            "which the game also does when the deck is too small for this many."),
        QT_TRANSLATE_NOOP("games", "Deck"),
        QT_TRANSLATE_NOOP(
            "games", "All 48 cards of the box, as the rulebook plays, or only one continent's."),
        QT_TRANSLATE_NOOP("games", "All 48 flags"),
        QT_TRANSLATE_NOOP("games", "Europe"),
        QT_TRANSLATE_NOOP("games", "Asia"),
        QT_TRANSLATE_NOOP("games", "Africa"),
        QT_TRANSLATE_NOOP("games", "America"),
        QT_TRANSLATE_NOOP("games", "Oceania"),
        QT_TRANSLATE_NOOP("games", "Answers"),
        QT_TRANSLATE_NOOP("games",
                          "Choose among four names, or type the name (accents, capitals and one "
                          "slip of the keyboard do not matter; English names are accepted too)."),
        QT_TRANSLATE_NOOP("games", "Four choices"),
        QT_TRANSLATE_NOOP("games", "Typed"),
    };
}

}  // namespace lt::shell::flags_training
