// Ludo ("Non t'arrabbiare") with the French petits-chevaux rules.
#pragma once

#include <memory>

#include "framework/game.h"
#include "games/ludo/rules.h"

namespace lt::ludo {

class LudoGame final : public Game {
  public:
    LudoGame();
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;
    // The rules chosen by `options`; throws InputError on a bad value.
    Rules rulesFrom(const Options& options) const;

  private:
    GameInfo info_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::ludo
