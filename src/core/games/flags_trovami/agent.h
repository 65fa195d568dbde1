// The computer as roller: the race's only turn move is "nobody won it, roll again" (T4). It
// answers at once: the race's claim window (TrovamiState::claimWindowMs) makes the match hold
// the move until the race's time is up, and a claim in the meantime drops it. Claims
// themselves come from Game::planClaim, with human-like timing.
#pragma once

#include "framework/agent.h"

namespace lt::flags_trovami {

class RaceClockAgent final : public Agent {
  public:
    std::string name() const override { return "flags-trovami race clock"; }
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;
};

}  // namespace lt::flags_trovami
