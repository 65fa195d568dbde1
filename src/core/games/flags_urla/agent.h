// The computer as dealer: after each card it leaves the players time to look (longer when a
// race is on), then deals the next one. A claim ending the race first stops it. Shouts
// themselves come from Game::planClaim, with human-like timing.
#pragma once

#include "framework/agent.h"

namespace lt::flags_urla {

class DealerAgent final : public Agent {
  public:
    std::string name() const override { return "flags-urla dealer"; }
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;
};

}  // namespace lt::flags_urla
