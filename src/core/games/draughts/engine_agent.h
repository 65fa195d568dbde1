// The computer player of each draughts level: the alpha-beta engine, sized by level.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "framework/agent.h"
#include "framework/game.h"
#include "games/draughts/search.h"

namespace lt::draughts {

struct LevelSettings {
    int maxDepth;
    std::chrono::milliseconds time;
    int noise;  // see SearchLimits::noise
    bool extendForcedMoves;
    bool selective;  // see SearchLimits::selective
};

// easy: two plies plus the captures that follow, no extension of forced lines, and noise
// of up to half a man: misses any shot that needs a sacrifice, like a beginner. medium: four
// plies, a little noise: sees short combinations. hard: a second of full search per move.
// expert: four seconds.
std::vector<LevelInfo> draughtsLevels();
// Throws InputError for an unknown level.
LevelSettings levelSettings(std::string_view level);

class EngineAgent final : public Agent {
  public:
    explicit EngineAgent(LevelSettings settings, std::string name);
    std::string name() const override { return name_; }
    lt::Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;
    const SearchInfo& lastInfo() const { return lastInfo_; }

  private:
    LevelSettings settings_;
    std::string name_;
    Searcher searcher_;
    SearchInfo lastInfo_;
};

}  // namespace lt::draughts
