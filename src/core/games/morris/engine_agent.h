// The computer player of Morris: the alpha-beta engine, sized by level.
#pragma once

#include <memory>
#include <string_view>

#include "framework/agent.h"
#include "games/morris/search.h"

namespace lt::morris {

struct EngineConfig {
    SearchLimits limits;
    // Chance of searching one ply less than limits.maxDepth on a move: Easy sometimes looks
    // no further than its own move, as a beginner does.
    double shallowChance = 0;
    int ttBits = 20;
};

// Easy: 1-2 plies with noise (sees its own mills, often misses the opponent's);
// Medium: 4 plies; Hard: as deep as 3 seconds allow. Throws InputError on an unknown level.
EngineConfig engineConfigForLevel(std::string_view level);

class EngineAgent final : public Agent {
  public:
    explicit EngineAgent(EngineConfig config);
    std::string name() const override { return "morris-alphabeta"; }
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;
    // What the last chooseMove() found (tests and benchmarks read it).
    const SearchResult& lastResult() const { return lastResult_; }

  private:
    EngineConfig config_;
    Searcher searcher_;
    SearchResult lastResult_;
};

}  // namespace lt::morris
