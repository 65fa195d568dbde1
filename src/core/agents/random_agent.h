// Plays a uniformly random legal move: the baseline for tests and benchmarks.
#pragma once

#include "framework/agent.h"

namespace lt {

class RandomAgent final : public Agent {
  public:
    std::string name() const override { return "random"; }
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;
};

}  // namespace lt
