// Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012).
// Each iteration draws a state consistent with the agent's view (View::sampleState), so hidden
// cards are guessed, never read; chance outcomes are sampled as they come ("open loop").
// With perfect information the sample is the state itself and this is plain UCT, so one
// agent serves every game that has no dedicated engine.
#pragma once

#include <chrono>
#include <cstdint>

#include "framework/agent.h"

namespace lt {

struct MctsConfig {
    std::int64_t iterations = 1000;             // stop after this many playouts...
    std::chrono::milliseconds timeLimit{2000};  // ...or this much time, whichever first
    double exploration = 0.7;                   // UCB1 constant on returns in [-1, 1]
    int playoutPlyLimit = 400;                  // then use heuristicReturns() (or a draw)
};

class IsmctsAgent final : public Agent {
  public:
    explicit IsmctsAgent(MctsConfig config) : config_(config) {}
    std::string name() const override;
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;
    // Playouts made by the last chooseMove() (tests and benchmarks read it).
    std::int64_t lastIterations() const { return lastIterations_; }

  private:
    MctsConfig config_;
    std::int64_t lastIterations_ = 0;
};

// The generic level ladder: Easy searches little and so overlooks what a careful child sees.
MctsConfig mctsConfigForLevel(std::string_view level);

}  // namespace lt
