// The computer chess player of each level: the engine at an Elo-calibrated strength.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "framework/agent.h"
#include "framework/game.h"

namespace lt::chess::engine {

// "elo800" ... "elo2000" (about that many Elo points), "uci" (an external engine found on the
// system, see uci_engine_agent.h) and "max" (full strength).
std::vector<LevelInfo> chessLevels();
// Throws InputError for an unknown level id.
std::unique_ptr<Agent> makeChessAgent(std::string_view level);

}  // namespace lt::chess::engine
