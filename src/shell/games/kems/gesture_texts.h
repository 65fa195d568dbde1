// The gestures' names in the player's language.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace lt::shell::kems {

class GestureTexts {
    Q_DECLARE_TR_FUNCTIONS(GestureTexts)
  public:
    // "Wink", "Scratch cheek", ... (gestures.h order).
    static QString label(int gesture);
};

}  // namespace lt::shell::kems
