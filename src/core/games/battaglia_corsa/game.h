// La battaglia corsa (Egyptian Ratscrew): the description, the computer players and their
// slaps.
#pragma once

#include <memory>

#include "framework/game.h"

namespace lt::battaglia_corsa {

class SlapGame final : public Game {
  public:
    SlapGame();

    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    // Every level turns alike; a computer's skill shows in its slaps.
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;
    std::optional<PlannedClaim> planClaim(const View& view, std::string_view level,
                                          Rng& rng) const override;

  private:
    GameInfo info_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::battaglia_corsa
