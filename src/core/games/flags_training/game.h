// Flaggy's Training mode: the game's description, options and computer players.
#pragma once

#include <memory>
#include <vector>

#include "framework/game.h"
#include "games/flags/cards.h"
#include "games/flags_training/state.h"

namespace lt::flags_training {

class TrainingGame final : public Game {
  public:
    TrainingGame();

    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    // Easy, Medium and Hard answer right 55 %, 80 % and 97 % of the time.
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

    // The setup the options describe; throws InputError on a bad value.
    TrainingSetup setupFor(const Options& options) const;

  private:
    GameInfo info_;
    std::shared_ptr<const std::vector<flags::Card>> cards_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::flags_training
