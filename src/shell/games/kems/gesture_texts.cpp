#include "games/kems/gesture_texts.h"

namespace lt::shell::kems {

QString GestureTexts::label(int gesture) {
    switch (gesture) {
        case 0:
            return tr("Wink");
        case 1:
            return tr("Scratch cheek");
        case 2:
            return tr("Touch nose");
        case 3:
            return tr("Pull ear lobe");
        case 4:
            return tr("Raise eyebrows");
        case 5:
            return tr("Nod");
        case 6:
            return tr("Rub eyes");
        case 7:
            return tr("Tap the table");
        default:
            return QString();
    }
}

}  // namespace lt::shell::kems
