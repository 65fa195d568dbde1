// The computer's turn moves in La battaglia corsa: there is never a choice (turn the top card,
// or take the pile won), so it plays the one legal move at once; the table's pace
// (SlapState::claimWindowMs) makes the match hold it, and the computer's skill shows in its
// slaps (reactions.h).
#pragma once

#include "framework/agent.h"

namespace lt::battaglia_corsa {

class TurnAgent final : public Agent {
  public:
    std::string name() const override { return "battaglia-corsa turner"; }
    Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override;
};

}  // namespace lt::battaglia_corsa
