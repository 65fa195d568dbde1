// Core strings are English; the shell shows them translated (context "games"). Every known
// string is listed for lupdate in known_game_strings.cpp.
#pragma once

#include <QString>

#include "framework/game.h"

namespace lt::shell {

QString translatedGameText(const std::string& english);
QString gameName(const GameInfo& info);
QString familyLabel(Family family);
QString playerCountText(const GameInfo& info);  // "2–4 players", "2 players"
QString levelLabel(const Game& game, const std::string& levelId);

}  // namespace lt::shell
