// The rectangle race (AMIGO, Heinz Meister): the description and the computers' drops.
#pragma once

#include <memory>

#include "framework/game.h"

namespace lt::rectangle_race {

class RaceGame final : public Game {
  public:
    RaceGame();

    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    // A computer's skill is all in its drops (reactions.h); the race has no turn moves.
    std::optional<PlannedClaim> planClaim(const View& view, std::string_view level,
                                          Rng& rng) const override;

  private:
    GameInfo info_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::rectangle_race
