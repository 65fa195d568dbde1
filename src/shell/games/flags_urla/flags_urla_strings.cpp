#include "games/flags_urla/flags_urla_strings.h"

#include <QtGlobal>

namespace lt::shell::flags_urla {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Shout!"),
        QT_TRANSLATE_NOOP("games", "Answers"),
        QT_TRANSLATE_NOOP("games",
                          "Choose among four names, or type the name (accents, capitals and one "
                          "slip of the keyboard do not matter; English names are accepted too)."),
        QT_TRANSLATE_NOOP("games", "Four choices"),
        QT_TRANSLATE_NOOP("games", "Typed"),
        QT_TRANSLATE_NOOP("games", "Language of the country names"),
        QT_TRANSLATE_NOOP("games",
                          "Right names shouted at the same moment go to the player whose country "
                          "comes first in alphabetical order of its name in this language (rule "
                          "Y7): choose the language you play in."),
        QT_TRANSLATE_NOOP("games", "English"),
        QT_TRANSLATE_NOOP("games", "Italian"),
        QT_TRANSLATE_NOOP("games", "Spanish"),
        QT_TRANSLATE_NOOP("games", "Portuguese"),
        QT_TRANSLATE_NOOP("games", "Danish"),
        QT_TRANSLATE_NOOP("games", "Swedish"),
        QT_TRANSLATE_NOOP("games", "Russian"),
        QT_TRANSLATE_NOOP("games", "French"),
        QT_TRANSLATE_NOOP("games", "German"),
    };
}

}  // namespace lt::shell::flags_urla
