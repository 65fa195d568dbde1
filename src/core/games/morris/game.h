// Nine Men's Morris, "Il gioco del mulino": the game's description, options and computer.
#pragma once

#include <memory>
#include <string_view>

#include "framework/game.h"
#include "games/morris/state.h"

namespace lt::morris {

class MorrisGame final : public Game {
  public:
    MorrisGame();
    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;
    std::unique_ptr<Agent> makeAgent(std::string_view level) const override;

    // A game starting from a set-up position (notation.h); throws InputError.
    std::unique_ptr<MorrisState> stateFromPosition(const Options& options,
                                                   std::string_view position) const;

  private:
    GameInfo info_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::morris
