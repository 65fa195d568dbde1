// Core strings are English; the shell shows them translated (context "games"). Each game lists
// its strings for lupdate in its own folder (GameUi::strings); shared ones are in
// base/shared_game_strings.cpp.
#pragma once

#include <QString>

#include "framework/game.h"

namespace lt::shell {

QString translatedGameText(const std::string& english);
QString gameName(const GameInfo& info);
QString familyLabel(Family family);
QString playerCountText(const GameInfo& info);  // "2–4 players", "1 player"
QString levelLabel(const Game& game, const std::string& levelId);

}  // namespace lt::shell
