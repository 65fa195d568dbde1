// The games' names in the system language (LC_ALL, LC_MESSAGES or LANG), from the interface's
// translations built into ludoteca-cli (context "games", as the window shows them); English
// where the language has none.
#pragma once

#include <QString>
#include <QTranslator>
#include <string>

#include "framework/game.h"

namespace lt::cli {

class GameNames {
  public:
    GameNames();  // the system language
    explicit GameNames(const QString& language);

    std::string name(const GameInfo& info) const;

  private:
    QTranslator translator_;
};

}  // namespace lt::cli
