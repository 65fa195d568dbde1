// L'ascensore / Oh Hell (Up and Down the River), 3-6 players: bid the exact number of tricks.
#pragma once

#include "framework/game.h"

namespace lt::oh_hell {

class OhHellGame final : public Game {
  public:
    OhHellGame();
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    // Easy and Medium: rules of thumb (rule_player.h); Hard: determinized search
    // (search_player.h); "random" for tests.
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

  private:
    GameInfo info_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::oh_hell
