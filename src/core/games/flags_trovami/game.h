// Flaggy's game 1, Trovami!: the description, the computer players and their claims.
#pragma once

#include <memory>
#include <vector>

#include "framework/game.h"
#include "games/flags/cards.h"

namespace lt::flags_trovami {

class TrovamiGame final : public Game {
  public:
    TrovamiGame();

    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    // Every level is the race clock: a computer's skill shows in its claims.
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;
    std::optional<PlannedClaim> planClaim(const View& view, std::string_view level,
                                          Rng& rng) const override;

  private:
    GameInfo info_;
    std::shared_ptr<const std::vector<flags::Card>> cards_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::flags_trovami
