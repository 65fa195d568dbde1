// The computer chess player of each level: the engine at an Elo-calibrated strength.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "framework/agent.h"
#include "framework/game.h"

namespace lt::chess::engine {

class EnginePool;

// "elo800" ... "elo2000" (about that many Elo points, labelled "Beginner (≈800)" ...
// "Expert (≈2000)"), "uci" (an external engine found on the system, or "uci:<program>" that
// one, see uci_engine_agent.h) and "max" (full strength).
std::vector<LevelInfo> chessLevels();
// Its searches borrow their table and history from `engines` (engine_pool.h), kept across
// moves. Throws InputError for an unknown level id.
std::unique_ptr<Agent> makeChessAgent(std::string_view level, std::shared_ptr<EnginePool> engines);

}  // namespace lt::chess::engine
