// Flaggy's game 5, Urla!: the description, the computer players and their shouts.
#pragma once

#include <memory>
#include <vector>

#include "framework/game.h"
#include "games/flags/cards.h"

namespace lt::flags_urla {

class UrlaGame final : public Game {
  public:
    UrlaGame();

    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    // Every level deals alike; a computer's skill shows in its shouts.
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;
    std::optional<PlannedClaim> planClaim(const View& view, std::string_view level,
                                          Rng& rng) const override;

  private:
    GameInfo info_;
    std::shared_ptr<const std::vector<flags::Card>> cards_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::flags_urla
