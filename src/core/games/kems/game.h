// Kem's: four players in two teams collect four of a kind from a market of four face-up
// cards, all at once, and tell their partner with a secret signal; the opponents may name it.
#pragma once

#include <memory>

#include "framework/game.h"

namespace lt::kems {

class KemsGame final : public Game {
  public:
    KemsGame();

    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    // The only turn move is a team's secret signal: a computer team draws one at random (§5.2).
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;
    // Everything else a computer does is a claim (computer_player.h); "random" makes none.
    std::optional<PlannedClaim> planClaim(const View& view, std::string_view level,
                                          Rng& rng) const override;

  private:
    GameInfo info_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::kems
