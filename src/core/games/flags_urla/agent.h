// The computer as dealer: "next card" at once. The look's claim window
// (UrlaState::claimWindowMs) makes the match hold it while the players look (longer when a
// race is on); a shout in the meantime drops it. Shouts themselves come from Game::planClaim,
// with human-like timing.
#pragma once

#include "framework/agent.h"

namespace lt::flags_urla {

class DealerAgent final : public Agent {
  public:
    std::string name() const override { return "flags-urla dealer"; }
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;
};

}  // namespace lt::flags_urla
