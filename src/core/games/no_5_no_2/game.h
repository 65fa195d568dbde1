// No 5, no 2: the game's description and options. Nothing is decided in this game (the dice
// play every turn to its end), so the computer levels of the new-game dialog all play alike.
#pragma once

#include <memory>

#include "framework/game.h"
#include "games/no_5_no_2/state.h"

namespace lt::no5no2 {

class N52Game final : public Game {
  public:
    N52Game();

    const GameInfo& info() const override { return info_; }
    std::unique_ptr<State> newInitialState(const Options& options, int numPlayers) const override;

    N52Rules rulesFor(const Options& options) const;

  private:
    GameInfo info_;
};

std::unique_ptr<Game> makeGame();

}  // namespace lt::no5no2
